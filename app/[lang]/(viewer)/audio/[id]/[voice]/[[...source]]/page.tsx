import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { playerLabels } from '@/components/ui/player-labels';
import { AudioView } from '@/components/viewer/audio-view';
import { ViewerEmpty, ViewerFrame } from '@/components/viewer/viewer-frame';
import { detailHrefOf } from '@/lib/memorial/viewer-links';
import { isLocale, langIfOther, pickName } from '@/lib/i18n/locale';
import { resolveViewer, viewerMetadata, type ViewerPageProps } from '@/lib/memorial/viewer-data';
import { noPrerenderedPages } from '@/lib/memorial/listing-pages';
import { voiceLabel } from '@/lib/memorial/voice-label';
import { NoRecord } from '../../../../_viewer/viewer-page';

type Props = ViewerPageProps<{ voice: string }>;

export const generateStaticParams = noPrerenderedPages;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, record } = await resolveViewer(props);
  return viewerMetadata(lang, record, 'audio');
}

export default async function AudioPage(props: Props) {
  const { lang, id, voice, record, from } = await resolveViewer(props);
  setRequestLocale(lang);
  if (record === 'unavailable' || !record) {
    const path = `/audio/${id}/${voice}`;
    return <NoRecord lang={lang} path={path} unavailable={record === 'unavailable'} />;
  }
  const t = await getTranslations();
  const name = pickName(record.name, lang);
  const src = isLocale(voice) ? record.voices[voice] : null;
  return (
    <ViewerFrame
      brand={t('Metadata.brand')}
      heading={name.value}
      headingLang={langIfOther(name, lang)}
      subheading={voiceLabel(voice)}
      subheadingLang={isLocale(voice) && voice !== lang ? voice : undefined}
      backLabel={t('Viewer.back')}
      fallbackHref={detailHrefOf(record, from)}
    >
      {src ? (
        <AudioView src={src} labels={playerLabels(t)} />
      ) : (
        <ViewerEmpty text={t('Viewer.noAudio')} />
      )}
    </ViewerFrame>
  );
}
