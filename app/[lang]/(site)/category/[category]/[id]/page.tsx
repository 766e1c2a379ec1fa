import { CategoryDetailPage } from '../../../_memorial/category-detail';

// Rendered on first visit, then cached (ISR); no memorial is built with the site.
export function generateStaticParams() {
  return [];
}

export { generateMetadata } from '../../../_memorial/category-detail';
export default CategoryDetailPage;
