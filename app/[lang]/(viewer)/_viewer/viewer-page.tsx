import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-content';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ViewerFrame } from '@/components/viewer/viewer-frame';
import type { MemorialRecord } from '@/lib/api/models';
import { langIfOther, pickName, type Locale } from '@/lib/i18n/locale';
import { noPrerenderedPages } from '@/lib/memorial/listing-pages';
import { detailHrefOf } from '@/lib/memorial/viewer-links';
import { resolveViewer, viewerMetadata, type ViewerPageProps } from '@/lib/memorial/viewer-data';

type NoRecordProps = { lang: Locale; path: string; unavailable: boolean };

export function NoRecord({ lang, path, unavailable }: NoRecordProps) {
  return (
    <main>
      {unavailable ? <UnavailableContent lang={lang} path={path} /> : <NotFoundPage lang={lang} />}
    </main>
  );
}

type Slides = (view: { record: MemorialRecord; name: string }) => Promise<ReactNode>;

export function viewerPage(kind: 'photos' | 'videos', slides: Slides) {
  async function generateMetadata(props: ViewerPageProps): Promise<Metadata> {
    const { lang, record } = await resolveViewer(props);
    return viewerMetadata(lang, record, kind);
  }

  async function ViewerPage(props: ViewerPageProps) {
    const { lang, id, record, from } = await resolveViewer(props);
    setRequestLocale(lang);
    if (record === 'unavailable' || !record) {
      return (
        <NoRecord lang={lang} path={`/${kind}/${id}`} unavailable={record === 'unavailable'} />
      );
    }
    const t = await getTranslations();
    const picked = pickName(record.name, lang);
    const name = picked.value;
    return (
      <ViewerFrame
        brand={t('Metadata.brand')}
        heading={name}
        headingLang={langIfOther(picked, lang)}
        backLabel={t('Viewer.back')}
        fallbackHref={detailHrefOf(record, from)}
      >
        {await slides({ record, name })}
      </ViewerFrame>
    );
  }

  return { generateMetadata, generateStaticParams: noPrerenderedPages, ViewerPage };
}
