import { spec } from '@/lib/api/genealogy';
import { dataResponse, handle, jsonError } from '@/lib/api/http';
import { ID_RULE, parseId } from '@/lib/paging';

export function GET(
  _request: Request,
  ctx: RouteContext<'/api/v1/genealogy/deceased/[id]/details'>,
) {
  return handle(async () => {
    const id = parseId((await ctx.params).id);
    if (id === null) return jsonError(400, ID_RULE);
    const detail = await spec.getGenealogyMember(id);
    if (!detail) return jsonError(404, 'No genealogy member with this id');
    return dataResponse(detail);
  });
}
