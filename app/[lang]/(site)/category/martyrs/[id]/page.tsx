import { categoryDetailPage } from '../../../_memorial/category-detail';

const { generateMetadata, Page } = categoryDetailPage('martyrs');

export function generateStaticParams() {
  return [];
}

export { generateMetadata };
export default Page;
