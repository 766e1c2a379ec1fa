import { videoType, withPreviewFrame } from '@/lib/media/video';
import styles from './media-grid.module.css';

type Props = { videos: { id: number; src: string; label: string }[] };

export function VideoGrid({ videos }: Props) {
  return (
    <ul className={`${styles.grid} ${styles.videos}`}>
      {videos.map((v) => (
        <li key={v.id} className={styles.video}>
          <video
            controls
            preload="metadata"
            playsInline
            aria-label={v.label}
            className={styles.player}
          >
            <source src={withPreviewFrame(v.src)} type={videoType(v.src)} />
          </video>
        </li>
      ))}
    </ul>
  );
}
