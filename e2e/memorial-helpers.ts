import type { APIRequestContext, Page } from '@playwright/test';

type Lang = 'az' | 'en' | 'ru';
type LangMap = Record<Lang, string>;

/**
 * Headers of an Azerbaijani visitor. The request context keeps cookies between calls, and a
 * visit to an /en page stores that choice; the explicit cookie keeps unprefixed paths in az.
 */
export const AZ = { 'accept-language': 'az', cookie: 'NEXT_LOCALE=az' };

/** The id of a demo record, looked up by its Azerbaijani name through the site's own API. */
export async function recordId(request: APIRequestContext, category: string, nameAz: string) {
  const res = await request.get(`/api/v1/${category}?limit=50`);
  const { figures } = (await res.json()) as { figures: { id: number; name: LangMap }[] };
  const found = figures.find((f) => f.name.az === nameAz);
  if (!found) throw new Error(`No ${category} record named ${nameAz}`);
  return found.id;
}

export async function genealogyId(request: APIRequestContext, titleAz: string) {
  const res = await request.get('/api/v1/genealogy-all?limit=50');
  const { figures } = (await res.json()) as { figures: { id: number; title: LangMap }[] };
  const found = figures.find((f) => f.title.az.includes(titleAz));
  if (!found) throw new Error(`No genealogy titled ${titleAz}`);
  return found.id;
}

export async function memberId(request: APIRequestContext, genealogy: number, nameAz: string) {
  const res = await request.get(`/api/v1/genealogy/${genealogy}?limit=50`);
  const { data } = (await res.json()) as { data: { members: { id: number; name: LangMap }[] } };
  const found = data.members.find((m) => m.name.az === nameAz);
  if (!found) throw new Error(`No member named ${nameAz}`);
  return found.id;
}

export type Detail = {
  id: number;
  name: LangMap;
  text: LangMap;
  date: string;
};

export async function detail(
  request: APIRequestContext,
  id: number,
  member = false,
): Promise<Detail> {
  const res = await request.get(
    member ? `/api/v1/genealogy/deceased/${id}/details` : `/api/v1/deceased/${id}/details`,
  );
  return ((await res.json()) as { data: Detail }).data;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

/** The visible text of an HTML document or fragment, as one normalised line. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** All href values of an HTML document, entity-decoded. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/**
 * Map embeds point at Google. The fixture fails a test on any request leaving loopback, so the
 * frame's document is answered locally here (the page still asks for exactly that address).
 */
export async function stubMapFrames(page: Page) {
  const asked: string[] = [];
  await page.route(/^https:\/\/(www\.|maps\.)?google\.com\/maps\/embed/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>map</title><p>map</p>',
    });
  });
  return asked;
}
