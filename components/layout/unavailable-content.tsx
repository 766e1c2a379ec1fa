import { getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { reportUnavailablePage } from '@/server/shared-state.mjs';
import { PageMessage } from './page-message';

type Props = { lang: Locale; path: string };

/**
 * A record page whose content source is down and has no cached copy: said plainly, with a way
 * home. The server answers it with 503 and Retry-After, so crawlers keep the page and come back,
 * and the cache handler does not keep it (the marker attribute).
 */
export async function UnavailableContent({ lang, path }: Props) {
  reportUnavailablePage(localizePath(path, lang));
  const t = await getTranslations({ locale: lang });
  return (
    <div data-page-state="unavailable">
      <PageMessage
        id="unavailable-title"
        title={t('Unavailable.title')}
        text={t('Unavailable.text')}
        home={t('NotFound.home')}
      />
    </div>
  );
}
