import { categoryDetailPage } from '../../../_memorial/category-detail';

const { generateMetadata, Page } = categoryDetailPage('dear-memories');

export function generateStaticParams() {
  return [];
}

export { generateMetadata };
export default Page;
