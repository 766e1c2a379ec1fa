import { spec } from '@/lib/api/memorials';
import { handle, jsonError } from '@/lib/api/http';
import { isFigureCategory } from '@/lib/memorial/categories';
import { PAGE_SIZE, parsePaging } from '@/lib/paging';

export function GET(request: Request, ctx: RouteContext<'/api/v1/[category]'>) {
  return handle(async () => {
    const { category } = await ctx.params;
    if (!isFigureCategory(category)) return jsonError(404, 'Unknown API call');
    const paging = parsePaging(new URL(request.url).searchParams, PAGE_SIZE);
    if (!paging.ok) return jsonError(400, paging.error);
    const { figures, received } = await spec.getFigures(category, paging.page, paging.limit);
    return Response.json({ success: true, figures, received });
  });
}
