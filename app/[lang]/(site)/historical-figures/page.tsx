import { aliasListing } from '@/components/listing/alias-listing';

const alias = aliasListing('historical-figures');

export const generateMetadata = alias.generateMetadata;
export default alias.AliasListingPage;
