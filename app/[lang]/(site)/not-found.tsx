import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import type { Locale } from '@/lib/i18n/locale';

/** A page that calls notFound() (a missing or gated record) shows this inside the shell. */
export default async function NotFound() {
  return <NotFoundContent lang={(await getLocale()) as Locale} />;
}
