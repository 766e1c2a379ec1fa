'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import H5AudioPlayer, { RHAP_UI } from 'react-h5-audio-player';
import 'react-h5-audio-player/lib/styles.css';
import { keepOnDevice } from '@/components/layout/offline';
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

/** 6 -> 00:06, 3725 -> 1:02:05, with hours when the recording has them: the library's "auto". */
export function playerTime(seconds: number, length = seconds): string {
  const whole = Math.floor(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return length >= 3600 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

const knownLength = (audio: HTMLAudioElement) =>
  Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : 0;
const TIME_TEXT: Record<TimePart, (audio: HTMLAudioElement) => string> = {
  current: (audio) =>
    playerTime(Number.isFinite(audio.currentTime) ? audio.currentTime : 0, knownLength(audio)),
  total: (audio) => (knownLength(audio) ? playerTime(knownLength(audio)) : '--:--'),
};

// The library's times listen from their first update, maybe after the events (issue 40): state first.
function Time({ player, part }: { player: RefObject<H5AudioPlayer | null>; part: TimePart }) {
  const [text, setText] = useState('--:--');
  useEffect(() => {
    const audio = player.current?.audio.current;
    if (!audio) return;
    const show = () => setText(TIME_TEXT[part](audio));
    show();
    for (const name of TIME_EVENTS[part]) audio.addEventListener(name, show);
    // WebKit can fire its metadata events with a length of 0 and learn it later without an event
    // (2 visits in 30, test:engines): asked again until known, for 10 s at most.
    const poll = setInterval(() => {
      show();
      if (knownLength(audio)) clearInterval(poll);
    }, 250);
    const stop = setTimeout(() => clearInterval(poll), 10_000);
    return () => {
      for (const name of TIME_EVENTS[part]) audio.removeEventListener(name, show);
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [player, part]);
  return <div className={`rhap_time rhap_${part}-time`}>{text}</div>;
}

type TimePart = 'current' | 'total';
const TIME_EVENTS = {
  current: ['durationchange', 'timeupdate', 'seeked'],
  total: ['durationchange', 'loadedmetadata'],
} as const;

const AUDIO_EVENTS = ['timeupdate', 'durationchange', 'volumechange'] as const;

// The library's bars are role="progressbar", read-only to a screen reader: sliders, saying the
// time as time; Left and Right on the volume bar change the volume, not the position.
function useSliders(player: RefObject<H5AudioPlayer | null>, hydrated: boolean) {
  useEffect(() => {
    const root = player.current?.container.current;
    const audio = player.current?.audio.current;
    if (!root || !audio) return;
    const seek = root.querySelector('.rhap_progress-container');
    const volume = root.querySelector<HTMLElement>('.rhap_volume-bar-area');
    const say = () => {
      seek?.setAttribute('role', 'slider');
      seek?.setAttribute(
        'aria-valuetext',
        `${TIME_TEXT.current(audio)} / ${TIME_TEXT.total(audio)}`,
      );
      volume?.setAttribute('role', 'slider');
      volume?.setAttribute(
        'aria-valuetext',
        `${Math.round(audio.muted ? 0 : audio.volume * 100)}%`,
      );
    };
    const step = (event: KeyboardEvent) => {
      const by = { ArrowLeft: -0.1, ArrowRight: 0.1 }[event.key];
      if (by === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      audio.volume = Math.min(1, Math.max(0, Math.round((audio.volume + by) * 10) / 10));
    };
    say();
    for (const name of AUDIO_EVENTS) audio.addEventListener(name, say);
    volume?.addEventListener('keydown', step);
    return () => {
      for (const name of AUDIO_EVENTS) audio.removeEventListener(name, say);
      volume?.removeEventListener('keydown', step);
    };
  }, [player, hydrated]);
}

export function AudioPlayer({ src, labels, className }: Props) {
  const hydrated = useHydrated();
  const player = useRef<H5AudioPlayer>(null);
  useSliders(player, hydrated);
  // The library's volume bar listens from its first update, not its mount (none before play).
  useEffect(() => {
    if (hydrated) player.current?.forceUpdate();
  }, [hydrated]);
  return (
    <H5AudioPlayer
      ref={player}
      className={className ? `${styles.player} ${className}` : styles.player}
      src={src}
      autoPlay={false}
      autoPlayAfterSrcChange={false}
      preload="metadata"
      onPlay={() => keepOnDevice(src)}
      showJumpControls
      progressJumpSteps={{ backward: 10_000, forward: 10_000 }}
      volumeJumpStep={0.1}
      hasDefaultKeyBindings
      customAdditionalControls={[]}
      customProgressBarSection={[
        <Time key="current" player={player} part="current" />,
        RHAP_UI.PROGRESS_BAR,
        <Time key="total" player={player} part="total" />,
      ]}
      customVolumeControls={hydrated ? VOLUME : VOLUME_BEFORE_HYDRATION}
      customIcons={PLAYER_ICONS}
      i18nAriaLabels={labels}
    />
  );
}
