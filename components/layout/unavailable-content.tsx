import { getTranslations } from 'next-intl/server';
import { languageLinkHref, localizePath, type Locale } from '@/lib/i18n/locale';
import { renderedUnavailable } from '@/lib/runtime/page-state.mjs';
import { PageMessage } from './page-message';

type Props = { lang: Locale; path: string };

/**
 * The translated "temporarily unavailable" page, for a page whose read had no last good copy
 * (orUnavailable): sent as 503 with Retry-After and never cached (lib/runtime/page-state.mjs).
 */
export async function UnavailableContent({ lang, path }: Props) {
  const state = renderedUnavailable(localizePath(path, lang));
  const t = await getTranslations({ locale: lang });
  // On home, home is this very page: its button loads it anew (a plain link: the router may keep it).
  const home = path === '/';
  return (
    <div {...state}>
      <PageMessage
        id="unavailable-title"
        title={t('Unavailable.title')}
        text={t('Unavailable.text')}
        home={home ? t('Unavailable.again') : t('NotFound.home')}
        href={home ? languageLinkHref('/', lang) : undefined}
        reload={home}
      />
    </div>
  );
}
