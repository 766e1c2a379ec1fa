import type { JSX, SVGProps } from 'react';

const stroke = {
  width: 32,
  height: 32,
  viewBox: '0 0 32 32',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

type Icon = (props: SVGProps<SVGSVGElement>) => JSX.Element;

// In the order of SERVICE_LINKS.
export const SERVICE_ICONS: Icon[] = [
  (p) => (
    <svg {...stroke} {...p}>
      <rect x="7" y="4" width="18" height="24" rx="2" />
      <circle cx="16" cy="12" r="3" />
      <path d="M11 20h10M12 24h8" />
    </svg>
  ),
  (p) => (
    <svg {...stroke} {...p}>
      <path d="M16 4c2 2.5 3 4 3 5.5a3 3 0 0 1-6 0C13 8 14 6.5 16 4z" />
      <rect x="12" y="14" width="8" height="14" rx="1" />
      <path d="M16 12.5V14" />
    </svg>
  ),
  (p) => (
    <svg {...stroke} {...p}>
      <circle cx="16" cy="6" r="3" />
      <circle cx="8" cy="25" r="3" />
      <circle cx="24" cy="25" r="3" />
      <path d="M16 9v6M8 22v-4h16v4M16 15v3" />
    </svg>
  ),
  (p) => (
    <svg {...stroke} {...p}>
      <path d="M16 28s8-7.5 8-14a8 8 0 0 0-16 0c0 6.5 8 14 8 14z" />
      <circle cx="16" cy="14" r="3" />
    </svg>
  ),
  (p) => (
    <svg {...stroke} {...p}>
      <rect x="6" y="6" width="20" height="22" rx="4" />
      <circle cx="16" cy="3.5" r="1.5" />
      <path d="M11 12h4v4h-4zM17 12h4M17 16h2M11 20h2M15 18v4h6v-2" />
    </svg>
  ),
];
