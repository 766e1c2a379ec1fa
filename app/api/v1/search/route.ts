import { searchFigures } from '@/lib/api/contract';
import { handle, jsonError } from '@/lib/api/http';

const MAX_SEARCH_KEY = 100;

export function GET(request: Request) {
  return handle(async () => {
    const key = new URL(request.url).searchParams.get('key') ?? '';
    if (key.length > MAX_SEARCH_KEY) {
      return jsonError(400, `key must be at most ${MAX_SEARCH_KEY} characters`);
    }
    const figures = key.trim() === '' ? [] : await searchFigures(key.normalize('NFC'));
    return Response.json({ success: true, figures });
  });
}
