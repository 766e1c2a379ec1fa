import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AboutSection } from '@/components/about/about-section';
import { PartnersCarousel, type PartnerSlide } from '@/components/about/partners-carousel';
import { SamplesStrip } from '@/components/about/samples-strip';
import { PageCover } from '@/components/ui/page-cover';
import { sliderLabels } from '@/components/ui/slider-labels';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { getAbout } from '@/lib/api/site-content';
import { orUnavailable } from '@/lib/api/cache-policy';
import { inPageLang, type Locale } from '@/lib/i18n/locale';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import styles from '@/components/about/about-page.module.css';

type Props = { params: Promise<{ lang: Locale }> };

const HOW_IT_WORKS_IMAGE = '/media/about/how-it-works.webp';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).lang, '/about', [getAbout()]);
}

export default async function AboutPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, about, slider] = await Promise.all([
    getTranslations(),
    orUnavailable(getAbout(), 'about'),
    sliderLabels(),
  ]);
  if (about === 'unavailable') return <UnavailableContent lang={lang} path="/about" />;

  const introImage = about?.image;
  const partners: PartnerSlide[] = (about?.partners ?? []).map((p) => ({
    id: p.id,
    href: p.link,
    logo: p.logo,
    label: t('About.partner', { host: new URL(p.link).hostname }),
  }));
  const samples = (about?.samples ?? []).map((s, i) => ({
    ...s,
    alt: t('About.sampleAlt', { n: i + 1 }),
  }));

  return (
    <>
      <PageCover title={t('header.about')} />
      {about && (
        <>
          <AboutSection
            id="about-intro"
            title={t('About.introTitle')}
            html={inPageLang(about.text1, lang)}
            image={introImage ? { src: introImage, alt: '' } : null}
            priority
          />
          <AboutSection
            id="about-how"
            title={t('About.howItWorksTitle')}
            html={inPageLang(about.text2, lang)}
            image={{ src: HOW_IT_WORKS_IMAGE, alt: t('About.howItWorksAlt') }}
            reverse
            hideTitle
          />
        </>
      )}
      {partners.length > 0 && (
        <section className={`container ${styles.block}`} aria-labelledby="about-partners">
          <h2 id="about-partners" className={styles.heading}>
            {t('About.partnersTitle')}
          </h2>
          <PartnersCarousel
            partners={partners}
            a11y={slider}
            labels={{
              pause: t('Slider.pause'),
              play: t('Slider.play'),
              newTab: t('Common.newTab'),
            }}
          />
        </section>
      )}
      {samples.length > 0 && (
        <section className={`container ${styles.block}`} aria-labelledby="about-samples">
          <h2 id="about-samples" className={styles.heading}>
            {t('About.samplesTitle')}
          </h2>
          <SamplesStrip label={t('About.samplesLabel')} samples={samples} />
        </section>
      )}
    </>
  );
}
