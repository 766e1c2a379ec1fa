'use client';

import { SiteAudioPlayer } from '@/components/ui/audio-player';
import styles from './viewer.module.css';

export function AudioView({ src, label }: { src: string; label: string }) {
  return (
    <div className={styles.player}>
      <SiteAudioPlayer src={src} label={label} />
    </div>
  );
}
