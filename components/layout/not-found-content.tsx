import { getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { renderedAs } from '@/lib/runtime/page-state.mjs';
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

/**
 * A page whose record does not exist, rendered in full on the server with status 404
 * (lib/runtime/page-state.mjs), in place of notFound(), whose HTML has an empty body
 * (vercel/next.js#62228).
 */
export async function NotFoundPage({ lang, path }: { lang: Locale; path: string }) {
  return (
    <div {...renderedAs('not-found', localizePath(path, lang))}>
      <NotFoundContent lang={lang} />
    </div>
  );
}
