import { spec } from '@/lib/api/genealogy';
import { dataResponse, handle, jsonError } from '@/lib/api/http';
import { ID_RULE, MEMBER_PAGE_SIZE, parseId, parsePaging } from '@/lib/paging';

export function GET(request: Request, ctx: RouteContext<'/api/v1/genealogy/[id]'>) {
  return handle(async () => {
    const id = parseId((await ctx.params).id);
    if (id === null) return jsonError(400, ID_RULE);
    const paging = parsePaging(new URL(request.url).searchParams, MEMBER_PAGE_SIZE);
    if (!paging.ok) return jsonError(400, paging.error);
    const collection = await spec.getGenealogy(id, paging.page, paging.limit);
    if (!collection) return jsonError(404, 'No genealogy with this id');
    return dataResponse(collection);
  });
}
