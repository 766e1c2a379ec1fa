import Image from 'next/image';
import { withPreviewFrame } from '@/lib/media/video';
import { initials } from './initials';
import styles from './portrait-media.module.css';

type Props = {
  video: string | null;
  /** The video's frame as an image, shown at once (app/poster). */
  poster?: string;
  photo: string | null;
  name: string;
  videoLabel: string;
  sizes: string;
  /** A card's video sits above its stretched link. */
  raised?: boolean;
  loading?: 'eager';
  fetchPriority?: 'high';
  preload?: boolean;
};

/** A record's profile media (spec §2): the CDN video if there is one, else the photo, else initials. */
export function PortraitMedia({
  video,
  poster,
  photo,
  name,
  videoLabel,
  sizes,
  raised,
  ...image
}: Props) {
  if (video) {
    return (
      <video
        className={styles.video}
        data-raised={raised ? '' : undefined}
        src={withPreviewFrame(video)}
        poster={poster}
        controls
        preload="metadata"
        playsInline
        aria-label={videoLabel}
      />
    );
  }
  const placeholder = (
    <span className={styles.placeholder} aria-hidden="true">
      {initials(name)}
    </span>
  );
  if (photo) {
    return (
      <>
        <Image className={styles.photo} src={photo} alt={name} fill sizes={sizes} {...image} />
        {placeholder}
      </>
    );
  }
  return placeholder;
}
