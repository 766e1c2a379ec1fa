import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BadgeGrid } from '@/components/services/badge-grid';
import { serviceMetadata } from '../_metadata/service-metadata';
import { ServiceTexts } from '@/components/services/service-texts';
import { PageCover } from '@/components/ui/page-cover';
import { getQrBadge, orEmpty } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locale';
import { MEDIA_BASE } from '@/lib/env';
import { mediaSrc } from '@/lib/media';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceMetadata((await params).lang, '/services/qr-code-dog-tag');
}

export default async function QrBadgeService({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, qr] = await Promise.all([getTranslations(), orEmpty(getQrBadge(), 'qr badge')]);
  const badges = (qr?.badges ?? []).flatMap((b, i) => {
    const src = mediaSrc(b.image, MEDIA_BASE);
    return src ? [{ id: b.id, src, alt: t('Services.badgeAlt', { n: i + 1 }) }] : [];
  });
  return (
    <>
      <PageCover title={t('header.7')} />
      {qr && <ServiceTexts text1={qr.qrBadgeText1[lang]} text2={qr.qrBadgeText2[lang]} />}
      <BadgeGrid title={t('Services.badgesTitle')} badges={badges} />
    </>
  );
}
