import 'server-only';
import type { Metadata } from 'next';
import type { MediaSrc, MemorialRecord } from '@/lib/api/models';
import { pickLang, type Locale } from '@/lib/i18n/locale';
import { plainExcerpt } from '@/lib/memorial/detail-media';
import { env } from '@/lib/env';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function absoluteMediaUrl(src: MediaSrc | null): string | undefined {
  if (!src) return undefined;
  return src.startsWith('/') ? `${env.SITE_URL}${src}` : src;
}

const shareImageUrl = (lang: Locale, source: 'category' | 'genealogy', id: number) =>
  `${env.SITE_URL}${routes.shareImage(lang, source, id)}`;

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
  source: 'category' | 'genealogy';
}): Promise<Metadata> {
  const base = await pageMetadata({
    lang,
    path,
    title,
    description: plainExcerpt(pickLang(record.text, lang).value) || undefined,
  });
  const image = {
    url: shareImageUrl(lang, source, record.id),
    ...SHARE_IMAGE_SIZE,
    alt: [pickLang(record.name, lang).value, record.date].filter(Boolean).join(', '),
    type: 'image/png',
  };
  return {
    ...base,
    openGraph: { ...base.openGraph, images: [image] },
    twitter: { ...base.twitter, card: 'summary_large_image', images: [image] },
  };
}
