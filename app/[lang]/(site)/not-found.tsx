import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import type { Locale } from '@/lib/i18n/locale';

export default async function NotFound() {
  return <NotFoundContent lang={(await getLocale()) as Locale} />;
}
