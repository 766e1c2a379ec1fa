import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ lang: Locale }> };

export default async function UnknownPath({ params }: Props) {
  const { lang } = await params;
  redirect({ href: '/404', locale: lang });
}
