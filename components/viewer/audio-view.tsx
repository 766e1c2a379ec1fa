'use client';

import { AudioPlayer, type PlayerLabels } from '@/components/ui/audio-player';
import styles from './viewer.module.css';

export function AudioView({ src, labels }: { src: string; labels: PlayerLabels }) {
  return (
    <>
      <div className={styles.player} data-needs-scripts>
        <AudioPlayer src={src} labels={labels} />
      </div>
      <noscript>
        <audio
          className={styles.plainPlayer}
          controls
          preload="metadata"
          src={src}
          aria-label={labels.player}
        />
      </noscript>
    </>
  );
}
