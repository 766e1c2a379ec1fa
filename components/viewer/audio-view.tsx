'use client';

import { AudioPlayer, type PlayerLabels } from '@/components/ui/audio-player';
import styles from './viewer.module.css';

export function AudioView({ src, labels }: { src: string; labels: PlayerLabels }) {
  return (
    <div className={styles.player}>
      <AudioPlayer src={src} labels={labels} />
    </div>
  );
}
