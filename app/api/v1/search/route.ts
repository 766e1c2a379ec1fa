import { handle, jsonError } from '@/lib/api/http';
import { contentSource } from '@/lib/api/mode';
import { filterProblemMessage, hasFilters, readSearchFilters } from '@/lib/search/search-filters';
import { MAX_SEARCH_TERM, readSearchTerm } from '@/lib/search/search-page';

// `?key=` (spec §7), and the search page's filters: `category`, `died`, `born`, each at most once.
export function GET(request: Request) {
  return handle(async () => {
    const params = new URL(request.url).searchParams;
    const term = readSearchTerm(params.get('key') ?? '');
    if (term.length > MAX_SEARCH_TERM) {
      return jsonError(400, `key must be at most ${MAX_SEARCH_TERM} characters`);
    }
    for (const name of ['category', 'died', 'born'] as const) {
      if (params.getAll(name).length > 1) return jsonError(400, `${name} may be given once`);
    }
    const { filters, problems } = readSearchFilters({
      category: params.get('category') ?? undefined,
      died: params.get('died') ?? undefined,
      born: params.get('born') ?? undefined,
    });
    if (problems.length > 0) return jsonError(400, problems.map(filterProblemMessage).join('; '));
    if (hasFilters(filters)) {
      const { figures } = await contentSource().searchRecords({ key: term, filters });
      return Response.json({ success: true, figures });
    }
    const figures = term === '' ? [] : await contentSource().searchFigures(term);
    return Response.json({ success: true, figures });
  });
}
