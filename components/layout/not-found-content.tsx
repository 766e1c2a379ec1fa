import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locale';
import { PageMessage } from './page-message';

export async function NotFoundContent({ lang }: { lang: Locale }) {
  const t = await getTranslations({ locale: lang, namespace: 'NotFound' });
  return (
    <PageMessage
      id="not-found-title"
      code="404"
      title={t('title')}
      text={t('text')}
      home={t('home')}
    />
  );
}
