'use client';

import H5AudioPlayer from 'react-h5-audio-player';
import 'react-h5-audio-player/lib/styles.css';
import { PLAYER_ICONS } from '@/components/ui/player-icons';
import styles from './audio-tabs.module.css';

export type PlayerLabels = {
  player: string;
  progressControl: string;
  volumeControl: string;
  play: string;
  pause: string;
  rewind: string;
  forward: string;
  volume: string;
  volumeMute: string;
};

/** One recording's player: never starts by itself; 10 s jumps; keyboard shortcuts when focused. */
export function AudioPlayer({ src, labels }: { src: string; labels: PlayerLabels }) {
  return (
    <H5AudioPlayer
      className={styles.player}
      src={src}
      autoPlay={false}
      autoPlayAfterSrcChange={false}
      preload="metadata"
      showJumpControls
      progressJumpSteps={{ backward: 10_000, forward: 10_000 }}
      customAdditionalControls={[]}
      customIcons={PLAYER_ICONS}
      i18nAriaLabels={labels}
    />
  );
}
