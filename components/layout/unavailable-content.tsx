import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/api/types';
import { PageMessage } from './not-found-content';

/**
 * A record page whose content source is down and has no cached copy: said plainly, with a way
 * home, instead of an error page (the page is kept for seconds, then tried again).
 */
export async function UnavailableContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <PageMessage
      id="unavailable-title"
      title={t('Unavailable.title')}
      text={t('Unavailable.text')}
      home={t('NotFound.home')}
    />
  );
}
