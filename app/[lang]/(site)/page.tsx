import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AboutTeaser } from '@/components/home/about-teaser';
import { ContactCover } from '@/components/home/contact-cover';
import { Hero } from '@/components/home/hero';
import { RememberedToday } from '@/components/home/remembered-today';
import { ServiceTiles } from '@/components/home/service-tiles';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { getContactInfo, getHomepage, getMainContent } from '@/lib/api/site-content';
import { orUnavailable } from '@/lib/api/cache-policy';
import type { Locale } from '@/lib/i18n/locale';
import { env } from '@/lib/env';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return staticPageMetadata(lang, routes.home, [getHomepage(), getMainContent()]);
}

export default async function HomePage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, home, main, contact] = await Promise.all([
    getTranslations(),
    orUnavailable(getHomepage(), 'homepage'),
    orUnavailable(getMainContent(), 'main content'),
    // Spec §8: contact info failing is only logged, by the footer (which marks the page incomplete).
    getContactInfo().catch(() => null),
  ]);
  if (home === 'unavailable' || main === 'unavailable') {
    return <UnavailableContent lang={lang} path="/" />;
  }
  return (
    <>
      <JsonLd
        data={organizationJsonLd({
          brand: t('Metadata.brand'),
          url: absoluteUrl('/', lang),
          logo: `${env.SITE_URL}/logo.svg`,
          contact,
          lang,
        })}
      />
      <h1 className="visually-hidden">
        {t('Metadata.brand')} — {t('footer.tagline')}
      </h1>
      {home && (
        <Hero
          home={home}
          lang={lang}
          labels={{
            inMemory: t('Home.inMemory'),
            deathDate: t('Home.deathDate'),
            video: t('Home.heroVideo'),
          }}
        />
      )}
      <RememberedToday lang={lang} />
      <ServiceTiles />
      {main && (
        <AboutTeaser
          main={main}
          lang={lang}
          labels={{ title: t('Home.aboutTitle'), button: t('Home.aboutButton') }}
        />
      )}
      <ContactCover
        labels={{
          title: t('Home.coverTitle'),
          text: t('Home.coverText'),
          button: t('Home.coverButton'),
        }}
      />
    </>
  );
}
