import { playerLabels } from '@/components/ui/player-labels';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { PrintQr } from '@/components/seo/print-qr';
import { RichText } from '@/components/ui/rich-text';
import type { MediaFile, MemorialRecord } from '@/lib/api/models';
import { langIfOther, type Locale, pickLang, pickName } from '@/lib/i18n/locale';
import {
  defaultAudioTab,
  hasAudioSection,
  hasDetails,
  hasImages,
  hasVideos,
  recordingName,
  voiceLanguages,
} from '@/lib/memorial/detail-media';
import { Link } from '@/lib/i18n/link';
import { postersAvailable } from '@/lib/media/poster';
import { viewerHref, viewerPrefetch } from '@/lib/memorial/viewer-links';
import { routes, type RecordSource } from '@/lib/routes';
import { AudioTabs } from './audio-tabs';
import styles from './detail-card.module.css';
import { LocationSection } from './location-section';
import { PortraitMedia } from './portrait-media';
import { RemembranceSection } from './remembrance-section';
import { ShareLinks } from './share-links';
import { SocialLinks } from './social-links';

type Crumb = { href: string; label: React.ReactNode };

type Props = {
  record: MemorialRecord;
  lang: Locale;
  variant: RecordSource;
  landscape?: boolean;
  shareUrl: string;
  /** The page's own path, for the correction form's link. */
  path: string;
  breadcrumbs: Crumb[];
};

const VOICE_LABEL = { az: 'voiceAz', en: 'voiceEn', ru: 'voiceRu' } as const;

export async function DetailCard({
  record,
  lang,
  variant,
  landscape,
  shareUrl,
  path,
  breadcrumbs,
}: Props) {
  const t = await getTranslations();
  const poster =
    record.portrait.video && (await postersAvailable())
      ? routes.recordPoster(variant, record.id)
      : undefined;
  const name = pickName(record.name, lang);
  const text = pickLang(record.text, lang);
  const voices = voiceLanguages(record);
  const withAudio = hasAudioSection(record);
  const named = (items: MediaFile[], key: 'Viewer.recordingOf' | 'Viewer.quranOf') =>
    items.map((item, i) => ({
      ...item,
      name: recordingName(item.name, () => t(key, { name: name.value, n: i + 1 })),
    }));

  return (
    <article className={`container ${styles.detail}`} aria-labelledby="detail-name">
      <nav aria-label={t('DetailCard.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          {breadcrumbs.map((crumb, i) => (
            <Fragment key={crumb.href}>
              <li>
                <Link href={crumb.href}>
                  <span>{crumb.label}</span>
                </Link>
              </li>
              {i < breadcrumbs.length - 1 ? (
                <li aria-hidden="true" className={styles.separator}>
                  /
                </li>
              ) : null}
            </Fragment>
          ))}
        </ol>
      </nav>

      <header className={styles.hero} data-shape={landscape ? 'landscape' : 'portrait'}>
        <div className={styles.portrait} data-shape={landscape ? 'landscape' : 'portrait'}>
          <PortraitMedia
            video={record.portrait.video}
            poster={poster}
            photo={record.portrait.photo}
            name={name.value}
            videoLabel={t('DetailCard.profileVideo', { name: name.value })}
            sizes={
              landscape
                ? '(max-width: 767px) 100vw, 600px'
                : '(max-width: 767px) min(100vw, 340px), 440px'
            }
            preload
            fetchPriority="high"
          />
        </div>

        <div className={styles.intro}>
          <h1 id="detail-name" className={styles.name} lang={langIfOther(name, lang)}>
            {name.value}
          </h1>
          {record.date ? <p className={styles.date}>{record.date}</p> : null}
          <span className={styles.rule} aria-hidden="true" />

          {hasImages(record) || hasVideos(record) ? (
            <div className={styles.actions}>
              {hasImages(record) ? (
                <Link
                  href={viewerHref('photos', record.id, variant)}
                  prefetch={viewerPrefetch(variant)}
                  className="button"
                  data-viewer="photos"
                >
                  {t('DetailCard.gallery')}
                </Link>
              ) : null}
              {hasVideos(record) ? (
                <Link
                  href={viewerHref('videos', record.id, variant)}
                  prefetch={viewerPrefetch(variant)}
                  className="button"
                  data-viewer="videos"
                >
                  {t('DetailCard.video')}
                </Link>
              ) : null}
            </div>
          ) : null}

          {voices.length > 0 ? (
            <div className={styles.linkRow}>
              <p className={styles.rowLabel} id="voice-label">
                {t('DetailCard.voiceGroup')}
              </p>
              <ul className={styles.voiceList} aria-labelledby="voice-label">
                {voices.map((voice) => (
                  <li key={voice}>
                    <Link
                      href={viewerHref('audio', record.id, variant, voice)}
                      prefetch={viewerPrefetch(variant)}
                      className={`button button--ghost ${styles.voice}`}
                      aria-label={`${voice.toUpperCase()} — ${t(`DetailCard.${VOICE_LABEL[voice]}`)}`}
                      data-voice={voice}
                    >
                      {voice.toUpperCase()}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <SocialLinks social={record.social} variant={variant} />
          {record.shareable ? <ShareLinks url={shareUrl} /> : null}
        </div>
      </header>

      {text.value ? (
        <div className={styles.bio} lang={langIfOther(text, lang)}>
          <RichText html={text.value} />
        </div>
      ) : !hasDetails(record, variant) ? (
        <p className={styles.noDetails}>{t('DetailCard.noDetails')}</p>
      ) : null}

      <RemembranceSection record={record} lang={lang} source={variant} pageUrl={shareUrl} />

      <PrintQr url={shareUrl} label={t('DetailPrint.qr')} />

      {withAudio || record.mapUrl ? (
        <div className={styles.bottom} data-split={withAudio && record.mapUrl ? '' : undefined}>
          {withAudio ? (
            <section
              className={`${styles.panel} ${styles.audioPanel}`}
              aria-labelledby="audio-title"
            >
              <h2 id="audio-title" className={styles.panelTitle}>
                {t('AudioTabs.title')}
              </h2>
              <AudioTabs
                recording={named(record.audio, 'Viewer.recordingOf')}
                quran={named(record.quran, 'Viewer.quranOf')}
                defaultTab={defaultAudioTab(record)}
                labels={{
                  recording: t('AudioTabs.recording'),
                  quran: t('AudioTabs.quran'),
                  empty: t('AudioTabs.empty'),
                  loading: t('Common.loading'),
                  player: playerLabels(t),
                }}
              />
            </section>
          ) : null}
          {record.mapUrl ? (
            <LocationSection
              src={record.mapUrl}
              name={name.value}
              nameLang={langIfOther(name, lang)}
              date={record.date}
            />
          ) : null}
        </div>
      ) : null}

      <div className={styles.correction}>
        <p>
          {t('DetailCard.correctionNote')}{' '}
          <Link href={routes.correction(path)}>{t('DetailCard.correction')}</Link>
        </p>
        <p>
          {/* A file, not a page: a plain link, which the browser downloads. */}
          <a href={routes.archive(lang, variant, record.id)} type="application/zip" data-archive="">
            {t('Archive.download')}
          </a>{' '}
          {t('Archive.downloadNote')}
        </p>
      </div>
    </article>
  );
}
