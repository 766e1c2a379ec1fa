import { spec } from '@/lib/api/genealogy';
import { handle, jsonError } from '@/lib/api/http';
import { GENEALOGY_PAGE_SIZE, parsePaging } from '@/lib/paging';

export function GET(request: Request) {
  return handle(async () => {
    const paging = parsePaging(new URL(request.url).searchParams, GENEALOGY_PAGE_SIZE);
    if (!paging.ok) return jsonError(400, paging.error);
    const { figures, received } = await spec.getGenealogies(paging.page, paging.limit);
    return Response.json({ success: true, figures, received });
  });
}
