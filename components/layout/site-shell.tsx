import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/** Skip link, header, main and footer around a page's content. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const t = await getTranslations('Common');
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
