import { noPrerenderedPages } from '@/lib/memorial/listing-pages';

export const generateStaticParams = noPrerenderedPages;
export { default, generateMetadata } from '../../page';
