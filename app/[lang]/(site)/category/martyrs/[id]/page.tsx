import { categoryDetailPage } from '../../../_memorial/category-detail';

const { generateMetadata, Page } = categoryDetailPage('martyrs');

/** Rendered per request: why, in _memorial/category-detail.tsx. */
export const dynamic = 'force-dynamic';

export { generateMetadata };
export default Page;
