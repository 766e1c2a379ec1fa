'use client';

import type { ReactNode } from 'react';
import AudioPlayer from 'react-h5-audio-player';
import 'react-h5-audio-player/lib/styles.css';
import styles from './audio-player.module.css';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

/**
 * The player's own icons come from @iconify, which fetches them from api.iconify.design at run
 * time; every icon is given here so the player never leaves the site.
 */
const ICONS = {
  play: icon(<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 14.5v-9l6 4.5-6 4.5z" />),
  pause: icon(<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM9 8h2v8H9V8zm4 0h2v8h-2V8z" />),
  rewind: icon(<path d="M11.5 12 20 18V6l-8.5 6zm-.5 6V6l-8.5 6 8.5 6z" />),
  forward: icon(<path d="M4 18l8.5-6L4 6v12zm9-12v12l8.5-6L13 6z" />),
  previous: icon(<path d="M6 6h2v12H6V6zm3.5 6 8.5 6V6l-8.5 6z" />),
  next: icon(<path d="M16 6h2v12h-2V6zM6 18l8.5-6L6 6v12z" />),
  loop: icon(<path d="M7 7h10v3l4-4-4-4v3H5v6h2V7zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4z" />),
  loopOff: icon(<path d="M7 7h10v3l4-4-4-4v3H5v6h2V7zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4z" opacity=".4" />),
  volume: icon(
    <path d="M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.5 4.5 0 0 0 16.5 12zM14 3.23v2.06a7 7 0 0 1 0 13.42v2.06a9 9 0 0 0 0-17.54z" />,
  ),
  volumeMute: icon(
    <path d="M16.5 12A4.5 4.5 0 0 0 14 7.97v2.21l2.45 2.45c.03-.2.05-.41.05-.63zM19 12c0 .94-.2 1.82-.54 2.64l1.51 1.51A8.8 8.8 0 0 0 21 12a9 9 0 0 0-7-8.77v2.06A7 7 0 0 1 19 12zM4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25c-.67.52-1.42.93-2.25 1.18v2.06a9 9 0 0 0 3.69-1.81L19.73 21 21 19.73l-9-9L4.27 3zM12 4 9.91 6.09 12 8.18V4z" />,
  ),
};

type Props = { src: string; label: string; className?: string };

/**
 * Main and volume controls, 5 s jump controls, progress with current time and duration, the
 * player's keyboard shortcuts (space, arrows) and no autoplay.
 */
export function SiteAudioPlayer({ src, label, className }: Props) {
  return (
    <AudioPlayer
      className={className ? `${styles.player} ${className}` : styles.player}
      src={src}
      autoPlay={false}
      preload="metadata"
      showJumpControls
      progressJumpSteps={{ backward: 5000, forward: 5000 }}
      volumeJumpStep={0.1}
      hasDefaultKeyBindings
      customAdditionalControls={[]}
      customIcons={ICONS}
      aria-label={label}
    />
  );
}
