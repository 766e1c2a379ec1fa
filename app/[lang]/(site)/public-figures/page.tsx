import { aliasListing } from '../_listing/alias-listing';

const alias = aliasListing('public-figures');

export const generateMetadata = alias.generateMetadata;
export default alias.AliasListingPage;
