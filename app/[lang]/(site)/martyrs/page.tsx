import { aliasListing } from '../_listing/alias-listing';

const alias = aliasListing('martyrs');

export const generateMetadata = alias.generateMetadata;
export default alias.AliasListingPage;
