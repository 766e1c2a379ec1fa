import { videoType } from '@/lib/video';
import styles from './media-grid.module.css';

type Props = { videos: { id: number; src: string; label: string }[] };

/** A media fragment: the preview frame is half a second in, as videos often fade in from black. */
const PREVIEW_AT = '#t=0.5';

/** Playable videos: controls, no autoplay, only metadata loaded until played. */
export function VideoGrid({ videos }: Props) {
  return (
    <ul className={`${styles.grid} ${styles.videos}`}>
      {videos.map((v) => (
        <li key={v.id} className={styles.video}>
          <video controls preload="metadata" playsInline aria-label={v.label} className={styles.player}>
            <source src={`${v.src}${PREVIEW_AT}`} type={videoType(v.src)} />
          </video>
        </li>
      ))}
    </ul>
  );
}
