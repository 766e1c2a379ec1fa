import type { ReactNode } from 'react';

// Without these, react-h5-audio-player fetches @iconify icons from api.iconify.design at run time.
function Icon({ children, filled }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const PLAYER_ICONS = {
  play: (
    <Icon filled>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 6.2 6 3.8-6 3.8V8.2Z" />
    </Icon>
  ),
  pause: (
    <Icon filled>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM9 8h2v8H9V8Zm4 0h2v8h-2V8Z" />
    </Icon>
  ),
  rewind: (
    <Icon>
      <path d="M11 7 5 12l6 5V7ZM19 7l-6 5 6 5V7Z" />
    </Icon>
  ),
  forward: (
    <Icon>
      <path d="m13 7 6 5-6 5V7ZM5 7l6 5-6 5V7Z" />
    </Icon>
  ),
  previous: (
    <Icon>
      <path d="M6 6v12M18 6l-9 6 9 6V6Z" />
    </Icon>
  ),
  next: (
    <Icon>
      <path d="M18 6v12M6 6l9 6-9 6V6Z" />
    </Icon>
  ),
  loop: (
    <Icon>
      <path d="M17 2l3 3-3 3M4 11V9a4 4 0 0 1 4-4h12M7 22l-3-3 3-3M20 13v2a4 4 0 0 1-4 4H4" />
    </Icon>
  ),
  loopOff: (
    <Icon>
      <path d="M17 2l3 3-3 3M4 11V9a4 4 0 0 1 4-4h12M7 22l-3-3 3-3M20 13v2a4 4 0 0 1-4 4H4M3 3l18 18" />
    </Icon>
  ),
  volume: (
    <Icon>
      <path d="M11 5 6 9H3v6h3l5 4V5ZM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </Icon>
  ),
  volumeMute: (
    <Icon>
      <path d="M11 5 6 9H3v6h3l5 4V5ZM22 9l-6 6M16 9l6 6" />
    </Icon>
  ),
};
