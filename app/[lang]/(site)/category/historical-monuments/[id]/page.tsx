import { categoryDetailPage } from '../../../_memorial/category-detail';

const { generateMetadata, Page } = categoryDetailPage('historical-monuments');

export function generateStaticParams() {
  return [];
}

export { generateMetadata };
export default Page;
