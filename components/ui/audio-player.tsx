'use client';

import H5AudioPlayer, { RHAP_UI } from 'react-h5-audio-player';
import 'react-h5-audio-player/lib/styles.css';
import { useHydrated } from '@/hooks/use-hydrated';
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

/**
 * Before the browser has the <audio> element, the library writes the volume bar with
 * aria-valuenow="NaN" (it reads the element's volume): the server's HTML gets an empty box of the
 * same size instead, and the bar comes with hydration.
 */
const VOLUME_BEFORE_HYDRATION = [<div key="volume" className="rhap_volume-container" />];
const VOLUME = [RHAP_UI.VOLUME];

export function AudioPlayer({ src, labels, className }: Props) {
  const hydrated = useHydrated();
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
      customVolumeControls={hydrated ? VOLUME : VOLUME_BEFORE_HYDRATION}
      customIcons={PLAYER_ICONS}
      i18nAriaLabels={labels}
    />
  );
}
