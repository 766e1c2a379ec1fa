import { categoryDetailPage } from '../../../_memorial/category-detail';

const { generateMetadata, Page } = categoryDetailPage('historical-monuments');

/** None at build: each record is rendered on its first visit, then served from the cache. */
export function generateStaticParams() {
  return [];
}

export { generateMetadata };
export default Page;
