/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { InlineRichText } from '@/components/ui/inline-rich-text';
import { RichText } from '@/components/ui/rich-text';
import { getDeceased } from '@/lib/api/memorials';
import { getGenealogies, getGenealogy, getGenealogyMember } from '@/lib/api/genealogy';
import { setContentSource } from '@/lib/api/mode';
import { embeddedSource } from '@/lib/api/embedded';
import type { ContentDb } from '@/lib/content/db';
import { createTempDb } from '@/lib/content/testing/temp-db';
import { socialLinks } from '@/lib/memorial/social-links';

/**
 * Hostile content in the store must not be able to run a script on the page: it goes through
 * lib/api (sanitizing) and then the same rendering path the pages use (RichText, InlineRichText,
 * our own iframe from the record's checked mapUrl, socialLinks).
 */
const DESCRIPTION_PAYLOADS = [
  '<p>Bio</p><script>window.pwned=1</script>',
  '<p>Bio<img src=x onerror="window.pwned=1"></p>',
  '<p onclick="window.pwned=1" onmouseover="window.pwned=1">Bio</p>',
  '<p><a href="javascript:window.pwned=1">link</a></p>',
  '<p><a href="JaVaScRiPt&colon;window.pwned=1">link</a></p>',
  '<p><a href=" javascript:window.pwned=1">link</a></p>',
  '<p><a href="data:text/html,<script>window.pwned=1</script>">link</a></p>',
  '<svg><script>window.pwned=1</script></svg><p>Bio</p>',
  '<iframe src="javascript:window.pwned=1"></iframe><p>Bio</p>',
  '<style>@import url(https://evil.example/x.css)</style><p>Bio</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.pwned=1></style></mglyph></table></mtext></math>',
  '<p>Bio</p><object data="javascript:window.pwned=1"></object><embed src="x.swf">',
  '<form action="javascript:window.pwned=1"><button>Go</button></form>',
  '<p style="background:url(javascript:window.pwned=1)">Bio</p>',
];

const TITLE_PAYLOADS = [
  '<strong>Family</strong><script>window.pwned=1</script>',
  '<strong onmouseover="window.pwned=1">Family</strong>',
  '<img src=x onerror="window.pwned=1"><strong>Family</strong>',
  '<a href="javascript:window.pwned=1"><strong>Family</strong></a>',
];

const LOCATION_PAYLOADS = [
  '<iframe src="javascript:window.pwned=1"></iframe>',
  '<iframe src="https://www.google.com/maps/embed?pb=1" onload="window.pwned=1"></iframe>',
  '<iframe srcdoc="<script>window.pwned=1</script>" src="https://www.google.com/maps/embed?pb=1"></iframe>',
  '<script>window.pwned=1</script><iframe src="https://www.google.com/maps/embed?pb=!2d49!3d40"></iframe>',
  '<iframe src="https://www.google.com/maps/embed?pb=1&quot; onload=&quot;window.pwned=1"></iframe>',
  '<iframe src="https://evil.example/maps/embed"></iframe>',
  '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
  '<img src=x onerror="window.pwned=1">',
];

/** Puts markup into a real DOM and lists everything in it that could run script. */
function dangers(markup: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = markup;
  const found: string[] = [];
  for (const el of Array.from(host.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'style', 'object', 'embed', 'form', 'img', 'svg', 'math'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    if (
      tag === 'iframe' &&
      !/^https:\/\/www\.google\.com\/maps\/embed/.test(el.getAttribute('src') ?? '')
    ) {
      found.push('foreign iframe');
    }
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) || attr.name === 'style' || attr.name === 'srcdoc')
        found.push(attr.name);
      if (['href', 'src', 'action', 'data', 'formaction'].includes(attr.name)) {
        const value = attr.value.trim().toLowerCase();
        if (!/^(https?:|tel:|mailto:|\/|#)/.test(value)) found.push(`${attr.name}=${value}`);
      }
    }
  }
  return found;
}

let db: ContentDb;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ db, cleanup } = await createTempDb());
  setContentSource(embeddedSource(async () => db));
});
afterAll(async () => {
  setContentSource(undefined);
  await cleanup();
});

async function firstRecord(kind: 'category' | 'member') {
  const row = await db
    .selectFrom('deceased')
    .select(['id', 'genealogy_id'])
    .where('genealogy_id', kind === 'category' ? 'is' : 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row;
}

describe('no script from the content source runs', () => {
  it.each(DESCRIPTION_PAYLOADS)('description %s', async (payload) => {
    const { id } = await firstRecord('category');
    await db
      .updateTable('deceased')
      .set({ text_az: payload, text_en: payload, text_ru: payload })
      .where('id', '=', id)
      .execute();
    const record = await getDeceased(id);
    const markup = renderToStaticMarkup(<RichText html={record!.text.en} />);
    expect(dangers(markup)).toEqual([]);
    expect(markup).not.toMatch(/javascript:|<script|onerror|onclick|onmouseover/i);
  });

  it.each(TITLE_PAYLOADS)('genealogy title %s', async (payload) => {
    const genealogy = await db
      .selectFrom('genealogies')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('genealogies')
      .set({ title_az: payload, title_en: payload, title_ru: payload })
      .where('id', '=', genealogy.id)
      .execute();
    const card = (await getGenealogies(1, 50)).items.find((g) => g.id === genealogy.id)!;
    const collection = await getGenealogy(genealogy.id, 1, 12);
    for (const html of [card.title.az, collection!.title.ru]) {
      // As the cards and covers render it: inside a link and a heading.
      const markup = renderToStaticMarkup(
        <h2>
          <a href="#card">
            <InlineRichText html={html} />
          </a>
        </h2>,
      );
      expect(dangers(markup)).toEqual([]);
      expect(markup).toContain('Family');
      expect(markup).not.toMatch(/javascript:|<script|onerror|onmouseover|<a [^>]*>[^]*<a /i);
    }
  });

  it.each(LOCATION_PAYLOADS)('location %s', async (payload) => {
    const { id } = await firstRecord('category');
    await db.updateTable('deceased').set({ location: payload }).where('id', '=', id).execute();
    const record = await getDeceased(id);
    const src = record!.mapUrl;
    // The page builds its own iframe from the checked address, or shows no map at all.
    const markup = src ? renderToStaticMarkup(<iframe src={src} title="map" />) : '';
    expect(dangers(markup)).toEqual([]);
    expect(markup).not.toMatch(/javascript:|<script/i);
    // Whatever the address holds stays inside it: the frame has exactly the attributes we set.
    const host = document.createElement('div');
    host.innerHTML = markup;
    for (const frame of Array.from(host.querySelectorAll('iframe'))) {
      expect(frame.getAttributeNames().sort()).toEqual(['src', 'title']);
    }
  });

  it('social links of a member keep only http(s), tel and WhatsApp addresses', async () => {
    const { id } = await firstRecord('member');
    const hostile = {
      facebook: 'javascript:window.pwned=1',
      instagram: 'https://instagram.com/ok',
      twitter: 'data:text/html,<script>window.pwned=1</script>',
      linkedin: ' javascript:window.pwned=1',
      youtube: 'vbscript:msgbox(1)',
      tiktok: 'https://tiktok.com/@ok',
      website: '//evil.example',
      phoneNumber: '+994 50 123 45 67"><script>window.pwned=1</script>',
      whatsapp: 'javascript:window.pwned=1',
    };
    await db
      .updateTable('deceased')
      .set({ social_media: JSON.stringify(hostile) })
      .where('id', '=', id)
      .execute();
    const record = await getGenealogyMember(id);
    const links = socialLinks(record!.social, 'genealogy');
    // The phone field held markup: it is dropped, not trimmed into a different number.
    expect(links.map((l) => l.href)).toEqual([
      'https://instagram.com/ok',
      'https://tiktok.com/@ok',
    ]);
    const markup = renderToStaticMarkup(
      <>
        {links.map((l) => (
          <a key={l.key} href={l.href}>
            {l.key}
          </a>
        ))}
      </>,
    );
    expect(dangers(markup)).toEqual([]);
  });
});
