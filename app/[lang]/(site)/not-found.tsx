import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import type { Locale } from '@/lib/i18n/locale';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata((await getLocale()) as Locale);
}

export default async function NotFound() {
  return <NotFoundContent lang={(await getLocale()) as Locale} />;
}
