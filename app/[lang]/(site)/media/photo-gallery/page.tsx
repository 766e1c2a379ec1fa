import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PhotoGrid } from '@/components/media/photo-grid';
import { PageCover } from '@/components/ui/page-cover';
import { getPhotoGallery, orEmpty } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locale';
import { MEDIA_BASE } from '@/lib/env';
import { mediaSrc } from '@/lib/media';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang });
  return pageMetadata({ lang, path: '/media/photo-gallery', title: t('header.16') });
}

export default async function PhotoGalleryPage({ params }: Props) {
  const { lang } = await params;
  setRequestLocale(lang);
  const [t, gallery] = await Promise.all([
    getTranslations(),
    orEmpty(getPhotoGallery(), 'photo gallery'),
  ]);
  const items = gallery?.photos ?? [];
  const photos = items.flatMap((p, i) => {
    const src = mediaSrc(p.media, MEDIA_BASE);
    return src
      ? [{ id: p.id, src, alt: t('Gallery.photoAlt', { n: i + 1, total: items.length }) }]
      : [];
  });
  return (
    <>
      <PageCover title={t('header.16')} />
      <div className="container">
        <PhotoGrid photos={photos} />
      </div>
    </>
  );
}
