import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SERVICE_LINKS } from '@/config/navigation';

type ServicePath = (typeof SERVICE_LINKS)[number]['href'];

/** `madeOf`: the service page's own reads (its head says when they failed). */
export async function serviceMetadata(
  lang: Locale,
  path: ServicePath,
  madeOf: Promise<unknown>[],
): Promise<Metadata> {
  const t = await getTranslations({ locale: lang });
  const link = SERVICE_LINKS.find((l) => l.href === path)!;
  return pageMetadata({ lang, path, title: t(link.label), madeOf });
}
