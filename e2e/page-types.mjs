/**
 * Every page type of a running server, found the way a crawler finds them: one page of each shape
 * the sitemap lists (its numbers read as "any id"), then the pages a crawler reaches from those
 * (the viewers a memorial links to), the pages no sitemap lists (search, a listing's second page,
 * a badge's page) and the pages that do not exist. Paths are the Azerbaijani ones (no prefix);
 * `inLang` gives the others. The same list in both modes: the sitemap is the source's.
 */
// Plain JavaScript (types in page-types.d.mts): scripts/measure/audit.mjs runs it too.

/** @param {string} xml */
const locsOf = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** @param {string} url */
async function text(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** @param {string} path */
const shapeOf = (path) => path.replace(/\/\d+(?=\/|$)/g, '/N');

/** @param {string} baseURL @param {{ qrUuid?: string }} [options] @returns {Promise<import('./page-types.d.mts').PageType[]>} */
export async function pageTypes(baseURL, { qrUuid } = {}) {
  const sitemaps = locsOf(await text(`${baseURL}/sitemap.xml`));
  const urls = (await Promise.all(sitemaps.map(async (s) => locsOf(await text(s))))).flat();
  const byShape = new Map();
  for (const url of urls) {
    const path = new URL(url).pathname;
    if (/^\/(en|ru)(\/|$)/.test(path)) continue;
    const shape = shapeOf(path);
    if (!byShape.has(shape)) byShape.set(shape, path);
  }
  const types = [...byShape].map(([name, path]) => ({
    name,
    path,
    status: 200,
    indexable: true,
  }));

  // The viewers a memorial links to, from the memorial pages' own HTML.
  const details = types.filter((t) => /^\/category\/[^/]+\/N$|^\/genealogy\/N\/N$/.test(t.name));
  const viewers = new Map();
  const detailHtml = await Promise.all(details.map((d) => text(`${baseURL}${d.path}`)));
  for (const html of detailHtml) {
    for (const [, href] of html.matchAll(
      /href="(\/(?:photos|videos|audio)\/\d+(?:\/[a-z]{2})?)"/g,
    )) {
      const shape = shapeOf(href).replace(/\/(az|en|ru)$/, '/LANG');
      if (!viewers.has(shape)) viewers.set(shape, href);
    }
  }
  for (const [name, path] of viewers) types.push({ name, path, status: 200, indexable: false });

  const listing = types.find((t) => /^\/category\/[^/]+$/.test(t.name));
  const someone = detailHtml[0];
  const name = someone && /<h1[^>]*>([^<]{3,})</.exec(someone)?.[1];
  types.push(
    {
      name: '/search',
      path: `/search?q=${encodeURIComponent(name ? name.slice(0, 4) : 'a')}`,
      status: 200,
      indexable: false,
    },
    {
      name: '/search (filters)',
      path: '/search?category=genealogy&died=1900-2030',
      status: 200,
      indexable: false,
    },
    {
      name: '/search (bad filters)',
      path: '/search?q=a&category=heroes&died=abc&born=1990-1950',
      status: 200,
      indexable: false,
    },
    ...(listing
      ? [
          {
            name: '/category/C?page=2',
            path: `${listing.path}?page=2`,
            status: 200,
            indexable: false,
          },
        ]
      : []),
    ...(qrUuid
      ? [
          {
            name: '/qrcode/UUID',
            path: `/qrcode/${qrUuid}`,
            status: 200,
            indexable: false,
          },
        ]
      : []),
    // The contact form about a record (its "Suggest a correction" link): a form, not in the sitemap.
    ...(details[0]
      ? [
          {
            name: '/contact/RECORD',
            path: `/contact${details[0].path}`,
            status: 200,
            indexable: false,
          },
        ]
      : []),
    { name: '/404', path: '/404', status: 404, indexable: false },
    { name: 'unknown path', path: '/no-such-page', status: 404, indexable: false },
    ...(details[0]
      ? [
          {
            name: 'unknown memorial',
            path: details[0].path.replace(/\d+$/, '999999999'),
            status: 404,
            indexable: false,
          },
        ]
      : []),
    { name: 'unknown collection', path: '/genealogy/999999999', status: 404, indexable: false },
  );
  return types;
}
