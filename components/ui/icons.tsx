import type { SVGProps } from 'react';
import brands from './brands.svg';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function base({ size = 20, ...rest }: IconProps) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    focusable: false,
    ...rest,
  } as const;
}

/** The marks in brands.svg, one <symbol> each (brands.test.ts holds the two equal). */
export const BRANDS = [
  'whatsapp',
  'instagram',
  'facebook',
  'tiktok',
  'youtube',
  'twitter',
  'telegram',
  'linkedin',
] as const;
export type Brand = (typeof BRANDS)[number];

// From the build's hashed, immutable file: a page carries a reference, not the path data twice
// (in its HTML and its flight data: home 64 -> 56 KB, docs/performance.md).
export function BrandIcon({ brand, ...props }: IconProps & { brand: Brand }) {
  return (
    <svg {...base(props)} fill="currentColor">
      <use href={`${brands.src}#${brand}`} />
    </svg>
  );
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SearchIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </svg>
);

/** A large and a small letter: the text size. */
export const TextSizeIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M3 19 9 5l6 14M5.2 14h7.6M15 19l3.5-8 3.5 8M16 16.5h5" />
  </svg>
);

export const MenuIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const PhoneIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);

export const MailIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

export const GlobeIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);

export const PauseIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M9 6v12M15 6v12" />
  </svg>
);

export const PlayIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M8 5.5v13l10.5-6.5z" />
  </svg>
);
