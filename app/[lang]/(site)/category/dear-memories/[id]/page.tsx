import { categoryDetailPage } from '@/components/memorial/category-detail-page';

const { generateMetadata, Page } = categoryDetailPage('dear-memories');

/**
 * Rendered per request (its reads still come from the data cache): a mismatch redirects to /404,
 * and Next sends a cached redirect with two Location headers (vercel/next.js#82117).
 */
export const dynamic = 'force-dynamic';

export { generateMetadata };
export default Page;
