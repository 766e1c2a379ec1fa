import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BadgeGrid } from '@/components/services/badge-grid';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { ServiceTexts } from '@/components/services/service-texts';
import { PageCover } from '@/components/ui/page-cover';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { getQrBadge } from '@/lib/api/site-content';
import { orUnavailable } from '@/lib/api/cache-policy';
import { inPageLang, type Locale } from '@/lib/i18n/locale';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).lang, '/services/qr-code-dog-tag', [getQrBadge()]);
}

export default async function QrBadgeService({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, qr] = await Promise.all([getTranslations(), orUnavailable(getQrBadge(), 'qr badge')]);
  if (qr === 'unavailable') {
    return <UnavailableContent lang={lang} path="/services/qr-code-dog-tag" />;
  }
  const badges = (qr?.badges ?? []).map((b, i) => ({
    ...b,
    alt: t('Services.badgeAlt', { n: i + 1 }),
  }));
  return (
    <>
      <PageCover title={t('header.qrCodeDogTag')} />
      {qr && <ServiceTexts text1={inPageLang(qr.text1, lang)} text2={inPageLang(qr.text2, lang)} />}
      <BadgeGrid title={t('Services.badgesTitle')} badges={badges} />
    </>
  );
}
