import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';
import { SITE_VISIT_AT_START } from '@/lib/site-visit';
import { Footer } from './footer';
import { Header } from './header';

export async function SiteShell({ lang, children }: { lang: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale: lang, namespace: 'Common' });
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: SITE_VISIT_AT_START }} />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header lang={lang} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer lang={lang} />
    </>
  );
}
