import { spec } from '@/lib/api/memorials';
import { dataResponse, handle, jsonError } from '@/lib/api/http';
import { ID_RULE, parseId } from '@/lib/paging';

export function GET(_request: Request, ctx: RouteContext<'/api/v1/deceased/[id]/details'>) {
  return handle(async () => {
    const id = parseId((await ctx.params).id);
    if (id === null) return jsonError(400, ID_RULE);
    const detail = await spec.getDeceased(id);
    if (!detail) return jsonError(404, 'No record with this id');
    return dataResponse(detail);
  });
}
