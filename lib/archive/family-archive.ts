// The family's own copy of a memorial (docs/offline.md): a page per language that opens from disk
// with no scripts and no network, and every file of the record beside it.
import { escapeHtml } from '@/lib/html-escape';
import type { MediaFile, MediaSrc, MemorialRecord } from '@/lib/api/models';
import { LANGUAGE_NAMES, type Locale, LOCALES, pickLang, pickName } from '@/lib/i18n/locale';
import { describeFileName, recordingName } from '@/lib/memorial/detail-media';
import {
  formatDay,
  formatHijri,
  isoDay,
  rememberedDeath,
  remembranceDays,
  type Day,
} from '@/lib/memorial/remembrance';
import { youtubeId } from '@/lib/memorial/youtube';

export type ArchiveKind = 'photo' | 'video' | 'voice' | 'recording' | 'quran';

export type ArchiveState = 'kept' | 'missing' | 'incomplete';

export type ArchiveItem = {
  src: MediaSrc;
  /** Where it lives on the web, for the list of what is not in the archive. */
  address: string;
  kind: ArchiveKind;
  file: string;
  title: string | null;
  voice?: Locale;
  state: ArchiveState;
};

/** Each file of the record once, in the order the pages show them (portrait first). */
export function archiveItems(
  record: MemorialRecord,
  address: (src: MediaSrc) => string,
): ArchiveItem[] {
  const items = new Map<MediaSrc, ArchiveItem>();
  const counts: Partial<Record<ArchiveKind, number>> = {};
  const add = (src: MediaSrc | null, kind: ArchiveKind, name: string | null, voice?: Locale) => {
    if (!src || items.has(src)) return;
    const n = (counts[kind] = (counts[kind] ?? 0) + 1);
    const ext = /\.([a-z0-9]{2,5})$/i.exec(src.split(/[?#]/)[0]!)?.[1]?.toLowerCase() ?? 'bin';
    const file = `media/${kind}-${voice ?? String(n).padStart(2, '0')}.${ext}`;
    items.set(src, { src, address: address(src), kind, file, title: name, voice, state: 'kept' });
  };
  const files = (list: MediaFile[], kind: ArchiveKind) =>
    list.forEach((f) => add(f.src, kind, f.name));
  add(record.portrait.photo, 'photo', null);
  files(record.images, 'photo');
  add(record.portrait.video, 'video', null);
  files(record.videos, 'video');
  for (const voice of LOCALES) add(record.voices[voice], 'voice', null, voice);
  files(record.audio, 'recording');
  files(record.quran, 'quran');
  return [...items.values()];
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type ArchivePageInput = {
  record: MemorialRecord;
  lang: Locale;
  t: Translate;
  items: ArchiveItem[];
  pageFile: (lang: Locale) => string;
  url: string;
  made: Day;
};

const STYLE = `
:root{color-scheme:light;--ink:#1f2328;--muted:#5b6470;--line:#e6e1da;--accent:#1f3d36;--carnation:#a3262a}
body,body *{box-sizing:border-box}
body{margin:0;background:#faf8f5;color:var(--ink);font:1.0625rem/1.65 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.page{max-width:46rem;margin:0 auto;padding:1.25rem 1rem 3rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0 0 2rem;padding:0 0 .75rem;border-bottom:1px solid var(--line)}
a{color:var(--accent);text-underline-offset:.15em}
a:focus-visible{outline:3px solid var(--carnation);outline-offset:2px}
[aria-current=page]{color:var(--ink);font-weight:600;text-decoration:none}
h1,h2{font-family:Georgia,"Times New Roman",serif;font-weight:500;line-height:1.25}
h1{font-size:2rem;margin:0 0 .25rem}
h2{font-size:1.375rem;margin:2.5rem 0 1rem;padding-top:1.5rem;border-top:1px solid var(--line)}
h3{font-size:1.0625rem;margin:1.5rem 0 .5rem}
.date{color:var(--muted);margin:0 0 1.5rem}
img,video{display:block;max-width:100%;height:auto;background:#fff;border:1px solid var(--line)}
.portrait{width:min(100%,22rem);margin:0 0 1.5rem}
.text{overflow-wrap:anywhere}
ul.media{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
ul.photos{grid-template-columns:repeat(auto-fill,minmax(min(100%,13rem),1fr));align-items:start}
figure{margin:0}
figcaption{color:var(--muted);font-size:.9375rem;margin:.25rem 0}
audio{display:block;width:100%;max-width:32rem}
dl{display:grid;grid-template-columns:minmax(0,1.4fr) minmax(0,1fr);gap:.25rem 1.25rem;margin:0}
dt{color:var(--muted)}dd{margin:0}
.note,footer{color:var(--muted);font-size:.9375rem}
footer{margin-top:3rem;padding-top:1rem;border-top:1px solid var(--line);overflow-wrap:anywhere}
@media print{nav,audio,video{display:none}}
`;

const h = escapeHtml;
// A link of the text to a page of the site points at the site: from the disk, "/about" is no page.
const siteLinks = (html: string, url: string) =>
  html.replace(/ href="\/(?!\/)/g, ` href="${new URL(url).origin}/`);
const langAttr = (own: Locale, page: Locale) => (own === page ? '' : ` lang="${own}"`);

function remembranceSection({ record, lang, t, made }: ArchivePageInput): string {
  const death = rememberedDeath(record, made);
  // As counted on the day of death, so a copy read years later lists dates that stay true.
  const days = death && remembranceDays(death, death);
  if (!days) return '';
  const rows = days.days.map((entry) => {
    const label = `${h(t(`Remembrance.${entry.kind}`))}${entry.hijri ? ` (${h(t('Remembrance.approximate'))})` : ''}`;
    const hijri = entry.hijri ? `, ${h(formatHijri(entry.day, lang))}` : '';
    return `<dt>${label}</dt><dd><time datetime="${isoDay(entry.day)}">${formatDay(entry.day)}</time>${hijri}</dd>`;
  });
  return `<section aria-labelledby="remembrance"><h2 id="remembrance">${h(t('Remembrance.title'))}</h2>
<dl>${rows.join('')}</dl>
<p class="note">${h(t('Remembrance.rule'))}${days.days.some((d) => d.hijri) ? ` ${h(t('Remembrance.hijriNote'))}` : ''}</p></section>`;
}

function listen(
  items: ArchiveItem[],
  heading: string,
  label: (item: ArchiveItem, n: number) => string,
) {
  if (items.length === 0) return '';
  const entries = items.map(
    (item, i) =>
      `<li><figure><figcaption>${h(label(item, i))}</figcaption><audio controls preload="metadata" src="${h(item.file)}"></audio></figure></li>`,
  );
  return `<h3>${h(heading)}</h3><ul class="media">${entries.join('')}</ul>`;
}

/** One language's page: plain HTML, its files beside it, no script and nothing from the network. */
export function archivePage(input: ArchivePageInput): string {
  const { record, lang, t, items, pageFile, url, made } = input;
  const name = pickName(record.name, lang);
  const text = pickLang(record.text, lang);
  const kept = items.filter((item) => item.state !== 'missing');
  const of = (kind: ArchiveKind) => kept.filter((item) => item.kind === kind);
  const portrait = record.portrait.photo && kept.find((item) => item.src === record.portrait.photo);

  // Numbered as the page numbers them: by place in the record's list, kept here or not.
  const nth = (list: MediaFile[], item: ArchiveItem, i: number) =>
    list.findIndex((file) => file.src === item.src) + 1 || i + 1;
  const photos = of('photo').filter((item) => item !== portrait);
  const photoList = photos.map((item, i) => {
    const n = nth(record.images, item, i);
    const alt = describeFileName(item.title) ?? t('Viewer.photoOf', { name: name.value, n });
    return `<li><img src="${h(item.file)}" alt="${h(alt)}" loading="lazy"></li>`;
  });
  const videos = of('video').map((item, i) => {
    const n = nth(record.videos, item, i);
    const label = describeFileName(item.title) ?? t('Viewer.videoOf', { name: name.value, n });
    return `<li><figure><figcaption>${h(label)}</figcaption><video controls preload="metadata" src="${h(item.file)}"></video></figure></li>`;
  });
  const youtube = record.youtube.flatMap((video, i) => {
    const id = youtubeId(video.link);
    if (!id) return [];
    const label = t('Viewer.videoOf', { name: name.value, n: videos.length + i + 1 });
    return [`<li><a href="https://www.youtube.com/watch?v=${id}">${h(label)}</a> (YouTube)</li>`];
  });
  const voices = of('voice');
  const listenParts = [
    listen(voices, t('DetailCard.voiceGroup'), (item) => LANGUAGE_NAMES[item.voice!]),
    listen(of('recording'), t('AudioTabs.recording'), (item, i) =>
      recordingName(item.title, () =>
        t('Viewer.recordingOf', { name: name.value, n: nth(record.audio, item, i) }),
      ),
    ),
    listen(of('quran'), t('AudioTabs.quran'), (item, i) =>
      recordingName(item.title, () =>
        t('Viewer.quranOf', { name: name.value, n: nth(record.quran, item, i) }),
      ),
    ),
  ].join('');
  const notKept = items.filter((item) => item.state !== 'kept');

  const languages = LOCALES.map((l) =>
    l === lang
      ? `<li><a href="${pageFile(l)}" aria-current="page" lang="${l}" hreflang="${l}">${LANGUAGE_NAMES[l]}</a></li>`
      : `<li><a href="${pageFile(l)}" lang="${l}" hreflang="${l}">${LANGUAGE_NAMES[l]}</a></li>`,
  );
  const section = (id: string, title: string, body: string) =>
    body ? `<section aria-labelledby="${id}"><h2 id="${id}">${h(title)}</h2>${body}</section>` : '';

  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<title>${h(t('Archive.title', { name: name.value }))}</title>
${LOCALES.filter((l) => l !== lang)
  .map((l) => `<link rel="alternate" hreflang="${l}" href="${pageFile(l)}">`)
  .join('\n')}
<style>${STYLE}</style>
</head>
<body>
<div class="page">
<nav aria-label="${h(t('Archive.languages'))}"><ul>${languages.join('')}</ul></nav>
<main>
<h1${langAttr(name.lang, lang)}>${h(name.value)}</h1>
${record.date ? `<p class="date">${h(record.date)}</p>` : ''}
${portrait ? `<img class="portrait" src="${h(portrait.file)}" alt="${h(name.value)}">` : ''}
${text.value ? `<div class="text"${langAttr(text.lang, lang)}>${siteLinks(text.value, url)}</div>` : ''}
${remembranceSection(input)}
${section('photos', t('Viewer.photos'), photoList.length ? `<ul class="media photos">${photoList.join('')}</ul>` : '')}
${section('videos', t('Viewer.videos'), videos.length + youtube.length ? `<ul class="media">${[...videos, ...youtube].join('')}</ul>` : '')}
${section('listen', t('AudioTabs.title'), listenParts)}
${section(
  'missing',
  t('Archive.missingTitle'),
  notKept.length
    ? `<p>${h(t('Archive.missingText'))}</p><ul>${notKept
        .map(
          (item) =>
            `<li><a href="${h(item.address)}">${h(item.address)}</a>${item.state === 'incomplete' ? ` (${h(t('Archive.incomplete'))})` : ''}</li>`,
        )
        .join('')}</ul>`
    : '',
)}
</main>
<footer><p>${h(t('Archive.made', { date: formatDay(made) }))} <a href="${h(url)}">${h(url)}</a></p><p>${h(t('Archive.offline'))}</p></footer>
</div>
</body>
</html>
`;
}
