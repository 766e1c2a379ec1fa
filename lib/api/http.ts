import 'server-only';
import { unavailableResponse } from '@/lib/runtime/page-state.mjs';
import { ContentError, StoreUnavailable } from '@/lib/content/source';

const NO_STORE = { 'cache-control': 'no-store' };
const ASK_EACH_TIME = 'no-cache';
export const PLAIN_TEXT = { 'content-type': 'text/plain; charset=utf-8' };

export function jsonError(status: number, message: string): Response {
  return Response.json({ success: false, message }, { status, headers: NO_STORE });
}

export function plainText(status: number, text: string, retryAfterSeconds?: number): Response {
  const headers: Record<string, string> = { ...PLAIN_TEXT, ...NO_STORE };
  if (retryAfterSeconds) headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return new Response(`${text}\n`, { status, headers });
}

export function tooManyRequests(retryAfterMs: number, message: string): Response {
  const res = jsonError(429, message);
  res.headers.set('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return res;
}

export function sourceUnavailable(
  message = 'The content source is unavailable. Please try again later.',
): Response {
  return unavailableResponse(JSON.stringify({ success: false, message }), {
    'content-type': 'application/json',
  });
}

// A failing source is a 503, anything else a 500 (no stack trace); a CDN's default lifetime is refused.
export async function handle(run: () => Promise<Response>): Promise<Response> {
  try {
    const res = await run();
    if (!res.headers.has('cache-control')) res.headers.set('cache-control', ASK_EACH_TIME);
    return res;
  } catch (error) {
    if (error instanceof ContentError) {
      // The store's failures are logged once by withStore (lib/content/db.ts), not per request.
      if (!(error instanceof StoreUnavailable)) console.error('[api]', error.message);
      return sourceUnavailable();
    }
    console.error('[api] unexpected error', error);
    return jsonError(500, 'Something went wrong.');
  }
}

export function dataResponse(data: unknown, init?: ResponseInit): Response {
  return Response.json({ success: true, data }, init);
}
