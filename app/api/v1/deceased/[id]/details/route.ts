import { spec } from '@/lib/api/memorials';
import { dataResponse, handle, jsonError } from '@/lib/api/http';
import { parseId } from '@/lib/paging';

export function GET(_request: Request, ctx: RouteContext<'/api/v1/deceased/[id]/details'>) {
  return handle(async () => {
    const id = parseId((await ctx.params).id);
    if (id === null) return jsonError(400, 'id must be a positive whole number');
    const detail = await spec.getDeceased(id);
    if (!detail) return jsonError(404, 'No record with this id');
    return dataResponse(detail);
  });
}
