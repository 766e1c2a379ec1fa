/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AudioPlayer, playerTime, type PlayerLabels } from './audio-player';

const LABEL_KEYS = ['player', 'progressControl', 'volumeControl', 'play', 'pause'] as const;
const labels = () =>
  Object.fromEntries(
    [...LABEL_KEYS, 'rewind', 'forward', 'volume', 'volumeMute'].map((key) => [key, key]),
  ) as PlayerLabels;

test('a length as the player writes it', () => {
  expect(playerTime(6.4)).toBe('00:06');
  expect(playerTime(59.99)).toBe('00:59');
  expect(playerTime(600)).toBe('10:00');
  expect(playerTime(3725)).toBe('1:02:05');
  expect(playerTime(312, 3725)).toBe('0:05:12');
});

test('mute and the volume show on the controls before the first play, once hydrated', () => {
  const player = <AudioPlayer src="/media/long.mp3" labels={labels()} />;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(player);
  act(() => {
    render(player, { container, hydrate: true });
  });
  const audio = container.querySelector('audio')!;
  act(() => {
    audio.volume = 0.3;
    audio.dispatchEvent(new Event('volumechange'));
  });
  expect(container.querySelector('.rhap_volume-bar-area')?.getAttribute('aria-valuenow')).toBe(
    '30',
  );
});

test('the position slider says the elapsed time as the player shows it, hours and all', () => {
  const { container } = render(<AudioPlayer src="/media/long.mp3" labels={labels()} />);
  const audio = container.querySelector('audio')!;
  Object.defineProperty(audio, 'duration', { value: 3725 });
  Object.defineProperty(audio, 'currentTime', { value: 312 });
  act(() => {
    audio.dispatchEvent(new Event('durationchange'));
  });
  expect(container.querySelector('.rhap_current-time')?.textContent).toBe('0:05:12');
  expect(container.querySelector('[role=slider]')?.getAttribute('aria-valuetext')).toBe(
    '0:05:12 / 1:02:05',
  );
});
