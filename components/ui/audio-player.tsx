'use client';

import H5AudioPlayer from 'react-h5-audio-player';
import 'react-h5-audio-player/lib/styles.css';
import { PLAYER_ICONS } from './player-icons';
import styles from './audio-player.module.css';

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

type Props = { src: string; labels: PlayerLabels; className?: string };

export function AudioPlayer({ src, labels, className }: Props) {
  return (
    <H5AudioPlayer
      className={className ? `${styles.player} ${className}` : styles.player}
      src={src}
      autoPlay={false}
      autoPlayAfterSrcChange={false}
      preload="metadata"
      showJumpControls
      progressJumpSteps={{ backward: 10_000, forward: 10_000 }}
      volumeJumpStep={0.1}
      hasDefaultKeyBindings
      customAdditionalControls={[]}
      customIcons={PLAYER_ICONS}
      i18nAriaLabels={labels}
    />
  );
}
