import { categoryDetailPage } from '../../../_memorial/category-detail';

const { generateMetadata, Page } = categoryDetailPage('public-figures');

export function generateStaticParams() {
  return [];
}

export { generateMetadata };
export default Page;
