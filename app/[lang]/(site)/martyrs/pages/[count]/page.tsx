import { noPrerenderedPages } from '@/lib/memorial/listing-pages';
import { aliasListing } from '../../../_listing/alias-listing';

const alias = aliasListing('martyrs');

export const generateStaticParams = noPrerenderedPages;
export const generateMetadata = alias.generateMetadata;
export default alias.AliasListingPage;
