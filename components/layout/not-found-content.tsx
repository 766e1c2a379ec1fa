import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/api/types';
import { Link } from '@/lib/i18n/navigation';

/** The 404 message: a large 404, a translated title and a way home. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className="button">
        {t('home')}
      </Link>
    </section>
  );
}
