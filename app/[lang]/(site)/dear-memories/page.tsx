import { aliasListing } from '../_listing/alias-listing';

const alias = aliasListing('dear-memories');

export const generateMetadata = alias.generateMetadata;
export default alias.AliasListingPage;
