import { getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/lib/i18n/locale';
import { reportPageStatus, UNAVAILABLE_PAGE } from '@/server/shared-state.mjs';
import { PageMessage } from './page-message';

type Props = { lang: Locale; path: string };

// A 503 with Retry-After (server/main.mjs) so crawlers come back; the marker keeps it out of cache.
export async function UnavailableContent({ lang, path }: Props) {
  reportPageStatus(localizePath(path, lang), 503);
  const t = await getTranslations({ locale: lang });
  return (
    <div {...UNAVAILABLE_PAGE}>
      <PageMessage
        id="unavailable-title"
        title={t('Unavailable.title')}
        text={t('Unavailable.text')}
        home={t('NotFound.home')}
      />
    </div>
  );
}
