import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { QrCard } from '@/lib/api/models';
import { formatBirthday } from '@/lib/qr/birthday';
import { escapeHtml } from '@/lib/html-escape';
import type { Locale } from '@/lib/i18n/locale';
import { unavailableResponse } from '@/lib/runtime/page-state.mjs';
import { phoneHref } from '@/lib/safe-url';

const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#faf8f5;color:#1f2328;
font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px 16px}
main{max-width:420px;margin:min(8vh,64px) auto;background:#fff;border:1px solid #e6e1da;border-radius:16px;
box-shadow:0 4px 16px rgb(31 35 40/6%);padding:32px 24px;text-align:center}
.brand{margin:0 0 24px;color:#1f3d36;font:600 1rem/1 Georgia,"Times New Roman",serif;letter-spacing:.06em}
.brand::after{content:"";display:block;width:40px;height:2px;margin:12px auto 0;background:#a3262a}
img{display:block;width:160px;height:200px;margin:0 auto 20px;object-fit:cover;border-radius:12px;background:#e6e1da}
h1{margin:0 0 20px;font:600 1.6rem/1.25 Georgia,"Times New Roman",serif;overflow-wrap:anywhere}
dl{margin:0 0 24px;text-align:left;border-top:1px solid #e6e1da}
dl div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px 16px;padding:12px 0;border-bottom:1px solid #e6e1da}
dt{color:#5b6470}dd{margin:0;font-weight:600;text-align:right}
.call{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:999px;
background:#1f3d36;color:#f4efe6;font-weight:600;text-decoration:none;white-space:nowrap}
dl div:last-child{align-items:center}
.call:focus-visible,a:focus-visible{outline:2px solid #a3262a;outline-offset:2px}
.note{margin:12px 0 0;color:#5b6470;font-size:.9rem}
.empty{font:600 1.25rem/1.4 Georgia,serif;margin:0}`;

function document(lang: string, title: string, description: string, body: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">
<meta name="description" content="${escapeHtml(description)}">
<link rel="icon" href="/favicon.ico" sizes="48x48"><link rel="icon" href="/icon.svg" type="image/svg+xml">
<meta name="theme-color" content="#1f3d36"><title>${escapeHtml(title)}</title>
<style>${CSS}</style></head><body><main>${body}</main></body></html>`;
}

function imageTags(src: string | null): string {
  if (!src) return '';
  const at = (w: number) => `/_next/image?url=${encodeURIComponent(src)}&amp;w=${w}&amp;q=75`;
  return `<img src="${at(384)}" srcset="${at(384)} 384w, ${at(640)} 640w" sizes="160px" width="160" height="200" fetchpriority="high" alt="">`;
}

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
};

function html(status: number, markup: string): Response {
  return new Response(markup, { status, headers: HEADERS });
}

type QrLabels = Record<
  | 'brand'
  | 'title'
  | 'description'
  | 'birthDate'
  | 'bloodGroup'
  | 'call'
  | 'emergency'
  | 'notFound'
  | 'unavailableTitle'
  | 'unavailableText',
  string
>;

// The page's words, looked up once per language and process (a fifth of a render's cost).
const labelsByLang = new Map<Locale, Promise<QrLabels>>();

function qrLabels(lang: Locale): Promise<QrLabels> {
  let labels = labelsByLang.get(lang);
  if (!labels) {
    labels = getTranslations({ locale: lang }).then((t) => ({
      brand: t('Metadata.brand'),
      title: t('QrPage.title'),
      description: t('Metadata.description'),
      birthDate: t('QrPage.birthDate'),
      bloodGroup: t('QrPage.bloodGroup'),
      call: t('QrPage.call'),
      emergency: t('QrPage.emergency'),
      notFound: t('QrPage.notFound'),
      unavailableTitle: t('Unavailable.title'),
      unavailableText: t('Unavailable.text'),
    }));
    labels.catch(() => labelsByLang.delete(lang));
    labelsByLang.set(lang, labels);
  }
  return labels;
}

// A few kilobytes, no JavaScript, no web fonts, for a weak connection; never indexed.
export async function qrPageResponse(
  lang: Locale,
  record: QrCard | null | 'unavailable',
): Promise<Response> {
  const t = await qrLabels(lang);
  const brand = t.brand;
  // The source failed and no copy was kept: the translated 503, never "no data" for a real badge.
  if (record === 'unavailable') {
    return unavailableResponse(
      document(
        lang,
        `${t.unavailableTitle} | ${brand}`,
        t.description,
        `<p class="brand">${escapeHtml(brand)}</p><h1>${escapeHtml(t.unavailableTitle)}</h1><p class="note">${escapeHtml(t.unavailableText)}</p>`,
      ),
      HEADERS,
    );
  }
  if (!record) {
    return html(
      404,
      document(
        lang,
        `${t.title} | ${brand}`,
        t.description,
        `<p class="brand">${escapeHtml(brand)}</p><h1 class="empty">${escapeHtml(t.notFound)}</h1>`,
      ),
    );
  }

  const phone = phoneHref(record.phone);
  const rows = [
    [t.birthDate, formatBirthday(record.birthday)],
    [t.bloodGroup, record.bloodGroup],
  ]
    .filter(([, value]) => value)
    .map(
      ([label, value]) => `<div><dt>${escapeHtml(label!)}</dt><dd>${escapeHtml(value!)}</dd></div>`,
    )
    .join('');
  const number = phone
    ? `<a class="call" href="${escapeHtml(phone)}">${escapeHtml(record.phone)}</a>`
    : escapeHtml(record.phone);
  const call = record.phone ? `<div><dt>${escapeHtml(t.call)}</dt><dd>${number}</dd></div>` : '';
  const note = phone ? `<p class="note">${escapeHtml(t.emergency)}</p>` : '';

  return html(
    200,
    document(
      lang,
      `${record.name} | ${brand}`,
      t.description,
      `<p class="brand">${escapeHtml(brand)}</p>${imageTags(record.photo)}<h1>${escapeHtml(record.name)}</h1><dl>${rows}${call}</dl>${note}`,
    ),
  );
}
