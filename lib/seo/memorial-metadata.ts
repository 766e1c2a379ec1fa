import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { MediaSrc, MemorialRecord } from '@/lib/api/models';
import { type Locale, pickLang, pickName } from '@/lib/i18n/locale';
import { plainExcerpt } from '@/lib/memorial/detail-media';
import { env } from '@/lib/env';
import { routes, type RecordSource } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function absoluteMediaUrl(src: MediaSrc | null): string | undefined {
  if (!src) return undefined;
  return src.startsWith('/') ? `${env.SITE_URL}${src}` : src;
}

export async function memorialMetadata({
  lang,
  path,
  title,
  record,
  source,
}: {
  lang: Locale;
  path: string;
  title: string;
  record: MemorialRecord;
  source: RecordSource;
}): Promise<Metadata> {
  const who =
    [pickName(record.name, lang).value, record.date.trim()].filter(Boolean).join(', ') || title;
  const text = pickLang(record.text, lang);
  const t = await getTranslations({ locale: lang, namespace: 'Metadata' });
  return pageMetadata({
    lang,
    path,
    title,
    description: (text.lang === lang && plainExcerpt(text.value)) || t('memorial', { who }),
    image: { path: routes.shareImage(lang, source, record.id), alt: who },
  });
}
