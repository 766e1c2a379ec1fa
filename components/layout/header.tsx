import { getTranslations } from 'next-intl/server';
import { ID_SLOT, type Locale } from '@/lib/i18n/locale';
import { MEDIA_BASE } from '@/lib/env';
import { HEADER_NAV, isGroup } from '@/config/navigation';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import type { HeaderItem } from './nav-types';
import { countForms } from '@/lib/search/count-forms';
import { SearchBox } from './search-box';
import { TextSizeButton } from './text-size-button';
import { HeaderNav } from './header-nav';

export async function Header({ lang }: { lang: Locale }) {
  const t = await getTranslations({ locale: lang });
  const items: HeaderItem[] = HEADER_NAV.map((item) =>
    isGroup(item)
      ? {
          kind: 'group',
          id: item.label.replace('.', '-'),
          label: t(item.label),
          links: item.links.map((l) => ({ href: l.href, label: t(l.label) })),
        }
      : { kind: 'link', href: item.href, label: t(item.label) },
  );
  return (
    <HeaderNav
      items={items}
      brand={<Logo label={t('Metadata.brand')} />}
      brandLabel={`${t('Metadata.brand')} — ${t('header.home')}`}
      labels={{
        menu: t('header.menu'),
        close: t('Header.close'),
        navigation: t('Header.navigation'),
      }}
      actions={
        <>
          <SearchBox
            lang={lang}
            mediaBase={MEDIA_BASE}
            labels={{
              open: t('Header.openSearch'),
              close: t('Header.closeSearch'),
              placeholder: t('search.byName'),
              fullSearch: t('Header.fullSearch'),
              found: countForms(lang, (count) => t('SearchPage.count', { count })),
              untitled: t('GenealogyList.untitled', ID_SLOT),
            }}
          />
          <TextSizeButton
            label={t('Header.textSize')}
            sizes={{
              normal: t('Header.textSizes.normal'),
              large: t('Header.textSizes.large'),
              larger: t('Header.textSizes.larger'),
            }}
          />
          <LanguageSwitch lang={lang} label={t('header.language')} />
        </>
      }
    />
  );
}
