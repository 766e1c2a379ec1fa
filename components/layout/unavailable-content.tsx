import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/api/types';
import { Link } from '@/lib/i18n/navigation';

/**
 * A record page whose content source is down and has no cached copy: said plainly, with a way
 * home, instead of an error page (the page is kept for seconds, then tried again).
 */
export async function UnavailableContent({ locale }: { locale: Locale }) {
  const [t, tNotFound] = await Promise.all([
    getTranslations({ locale, namespace: 'Unavailable' }),
    getTranslations({ locale, namespace: 'NotFound' }),
  ]);
  return (
    <section className="not-found" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className="button">
        {tNotFound('home')}
      </Link>
    </section>
  );
}
