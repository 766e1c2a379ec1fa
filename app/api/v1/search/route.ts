import { searchFigures, searchRecords } from '@/lib/api/contract';
import { handle, jsonError } from '@/lib/api/http';
import { filterProblemMessage, hasFilters, readSearchFilters } from '@/lib/search/search-filters';

const MAX_SEARCH_KEY = 100;

// `?key=` (spec §7), and the search page's filters: `category`, `died`, `born`, each at most once.
export function GET(request: Request) {
  return handle(async () => {
    const params = new URL(request.url).searchParams;
    const key = params.get('key') ?? '';
    if (key.length > MAX_SEARCH_KEY) {
      return jsonError(400, `key must be at most ${MAX_SEARCH_KEY} characters`);
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
    const term = key.normalize('NFC');
    if (hasFilters(filters)) {
      const { figures } = await searchRecords({ key: term, filters });
      return Response.json({ success: true, figures });
    }
    const figures = key.trim() === '' ? [] : await searchFigures(term);
    return Response.json({ success: true, figures });
  });
}
