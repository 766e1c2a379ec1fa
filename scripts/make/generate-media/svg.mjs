/**
 * SVG builders for the demo media. Everything here is a pure function of its arguments
 * (and of a seeded PRNG), so the generated files are the same on every run.
 * The pictures are abstract on purpose: silhouettes, monograms and stylised buildings,
 * never a face of a real person.
 */

/* ------------------------------------------------------------------ helpers */

export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";

const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<defs>${defs}</defs>${body}</svg>`;

const lin = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('') +
  `</linearGradient>`;

const rad = (id, stops, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
  stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('') +
  `</radialGradient>`;

/** A QR-like module pattern (not a real, scannable code: it is decoration). */
export function qrPattern(x, y, size, seed, fg = '#1d2530') {
  const n = 25;
  const m = size / n;
  const r = rng(seed);
  const finder = (cx, cy) =>
    `<rect x="${x + cx * m}" y="${y + cy * m}" width="${7 * m}" height="${7 * m}" fill="${fg}"/>` +
    `<rect x="${x + (cx + 1) * m}" y="${y + (cy + 1) * m}" width="${5 * m}" height="${5 * m}" fill="#fff"/>` +
    `<rect x="${x + (cx + 2) * m}" y="${y + (cy + 2) * m}" width="${3 * m}" height="${3 * m}" fill="${fg}"/>`;
  const inFinder = (i, j) => (i < 8 && j < 8) || (i >= n - 8 && j < 8) || (i < 8 && j >= n - 8);
  let cells = '';
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      if (inFinder(i, j)) continue;
      if (r() < 0.48) {
        cells += `<rect x="${(x + i * m).toFixed(2)}" y="${(y + j * m).toFixed(2)}" width="${(m + 0.3).toFixed(2)}" height="${(m + 0.3).toFixed(2)}"/>`;
      }
    }
  }
  return (
    `<rect x="${x - m}" y="${y - m}" width="${size + 2 * m}" height="${size + 2 * m}" fill="#fff"/>` +
    `<g fill="${fg}">${cells}</g>` +
    finder(0, 0) +
    finder(n - 7, 0) +
    finder(0, n - 7)
  );
}

/* ---------------------------------------------------------------- portraits */

const MALE =
  '<path d="M100 1000 C104 846 176 760 292 730 C332 720 350 706 354 672 L354 540 L446 540 L446 672 C450 706 468 720 508 730 C624 760 696 846 700 1000 Z"/>' +
  '<ellipse cx="400" cy="430" rx="122" ry="150"/>';
const FEMALE =
  '<path d="M256 476 C244 300 326 258 400 258 C474 258 556 300 544 476 C542 566 562 626 592 670 C540 690 470 694 400 694 C330 694 260 690 208 670 C238 626 258 566 256 476 Z"/>' +
  '<path d="M146 1000 C150 856 214 768 318 742 C352 732 364 716 366 684 L366 540 L434 540 L434 684 C436 716 448 732 482 742 C586 768 650 856 654 1000 Z"/>' +
  '<ellipse cx="400" cy="432" rx="108" ry="140"/>';

function carnation(x, y, s, color) {
  let petals = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    petals += `<circle cx="${(x + Math.cos(a) * 16 * s).toFixed(1)}" cy="${(y + Math.sin(a) * 11 * s - 6 * s).toFixed(1)}" r="${(13 * s).toFixed(1)}"/>`;
  }
  return (
    `<path d="M${x} ${y + 8 * s} C${x + 4 * s} ${y + 60 * s} ${x - 6 * s} ${y + 110 * s} ${x + 2 * s} ${y + 170 * s}" stroke="#4f6b45" stroke-width="${5 * s}" fill="none"/>` +
    `<path d="M${x + 1 * s} ${y + 90 * s} C${x + 30 * s} ${y + 70 * s} ${x + 40 * s} ${y + 80 * s} ${x + 46 * s} ${y + 60 * s}" stroke="#4f6b45" stroke-width="${4 * s}" fill="none"/>` +
    `<g fill="${color}">${petals}<circle cx="${x}" cy="${y - 14 * s}" r="${14 * s}"/></g>` +
    `<path d="M${x - 12 * s} ${y + 2 * s} L${x} ${y + 16 * s} L${x + 12 * s} ${y + 2 * s} Z" fill="#4f6b45"/>`
  );
}

/**
 * style: 'm' | 'f' (silhouette), 'mono' (monogram in a frame), 'martyr' (silhouette with a carnation).
 * initials: optional text (monogram, or a small caption under a silhouette).
 */
export function portraitSvg({ style, hue, seed = 1, initials = '', light = 62 }) {
  const r = rng(seed);
  const h2 = hue + 18 + Math.round(r() * 24);
  const top = hsl(hue, 22 + r() * 10, light + 10);
  const bottom = hsl(h2, 26 + r() * 10, light - 16);
  const figTop = hsl(hue + 200, 18, 30);
  const figBottom = hsl(hue + 200, 22, 18);
  const defs =
    lin(
      'bg',
      [
        [0, top],
        [1, bottom],
      ],
      0.35,
      1,
    ) +
    rad(
      'glow',
      [
        [0, '#ffffff', 0.45],
        [1, '#ffffff', 0],
      ],
      0.5,
      0.38,
      0.5,
    ) +
    lin('fig', [
      [0, figTop],
      [1, figBottom],
    ]) +
    rad('vig', [
      [0.6, '#000', 0],
      [1, '#000', 0.28],
    ]);
  let body = `<rect width="800" height="1000" fill="url(#bg)"/><rect width="800" height="1000" fill="url(#glow)"/>`;
  if (style === 'mono') {
    const gold = hsl(42, 55, 72);
    body +=
      `<circle cx="400" cy="470" r="250" fill="${hsl(hue, 25, 22)}" fill-opacity="0.55"/>` +
      `<circle cx="400" cy="470" r="250" fill="none" stroke="${gold}" stroke-width="4"/>` +
      `<circle cx="400" cy="470" r="232" fill="none" stroke="${gold}" stroke-width="1.5" stroke-opacity="0.8"/>` +
      `<text x="400" y="470" font-family="${SERIF}" font-size="${initials.length > 2 ? 130 : 170}" fill="${gold}" text-anchor="middle" dominant-baseline="central" letter-spacing="6">${esc(initials)}</text>` +
      `<path d="M400 170 L414 190 L400 210 L386 190 Z M400 730 L414 750 L400 770 L386 750 Z" fill="${gold}"/>` +
      `<path d="M250 190 L360 190 M440 190 L550 190 M250 750 L360 750 M440 750 L550 750" stroke="${gold}" stroke-width="2"/>`;
  } else {
    body += `<g fill="url(#fig)" opacity="0.94">${style === 'f' ? FEMALE : MALE}</g>`;
    if (style === 'martyr') body += carnation(590, 760, 1.7, '#b3282d');
    if (initials) {
      body +=
        `<path d="M300 905 L500 905" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>` +
        `<text x="400" y="868" font-family="${SERIF}" font-size="54" fill="#ffffff" fill-opacity="0.85" text-anchor="middle" letter-spacing="8">${esc(initials)}</text>`;
    }
  }
  body +=
    `<rect width="800" height="1000" fill="url(#vig)"/>` +
    `<rect x="28" y="28" width="744" height="944" rx="6" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`;
  return svg(800, 1000, body, defs);
}

/* ---------------------------------------------------------------- landscapes */

export const SKIES = {
  dawn: { top: '#9fb7d4', bottom: '#f5d2b3', sun: '#fff1d6', ground: '#8c7a5b', hills: '#a99a86' },
  day: { top: '#7faad0', bottom: '#d9e8f2', sun: '#fffbe8', ground: '#9a8a66', hills: '#9fb0b8' },
  dusk: { top: '#5d5f8c', bottom: '#f0ae82', sun: '#ffd9a8', ground: '#5e4f46', hills: '#84708a' },
  night: { top: '#0f1a32', bottom: '#34466f', sun: '#f2efe0', ground: '#26262f', hills: '#2d3650' },
  mist: { top: '#b8c4c9', bottom: '#e8e4da', sun: '#fffdf5', ground: '#8d8f7f', hills: '#b2b8b0' },
};

function sky(W, H, sk, seed, horizon) {
  const r = rng(seed);
  const sx = W * (0.15 + r() * 0.7);
  const sy = horizon * (0.25 + r() * 0.3);
  let clouds = '';
  for (let i = 0; i < 4; i++) {
    const cx = r() * W;
    const cy = horizon * (0.1 + r() * 0.45);
    clouds += `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(90 + r() * 140).toFixed(0)}" ry="${(14 + r() * 16).toFixed(0)}" fill="#ffffff" fill-opacity="${(0.12 + r() * 0.18).toFixed(2)}"/>`;
  }
  const hills =
    `<path d="M0 ${horizon} ` +
    Array.from({ length: 7 }, (_, i) => {
      const x = ((i + 1) * W) / 7;
      return `Q${(x - W / 14).toFixed(0)} ${(horizon - 30 - r() * 70).toFixed(0)} ${x.toFixed(0)} ${(horizon - r() * 20).toFixed(0)}`;
    }).join(' ') +
    ` L${W} ${H} L0 ${H} Z" fill="${sk.hills}" fill-opacity="0.7"/>`;
  const defs =
    lin('sky', [
      [0, sk.top],
      [1, sk.bottom],
    ]) +
    rad('sun', [
      [0, sk.sun, 1],
      [0.25, sk.sun, 0.6],
      [1, sk.sun, 0],
    ]);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${sx.toFixed(0)}" cy="${sy.toFixed(0)}" r="160" fill="url(#sun)"/>` +
    `<circle cx="${sx.toFixed(0)}" cy="${sy.toFixed(0)}" r="34" fill="${sk.sun}" fill-opacity="0.9"/>` +
    clouds +
    hills +
    `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${sk.ground}"/>`;
  return { defs, body };
}

const arch = (x, y, w, h, fill) =>
  `<path d="M${x} ${y + h} L${x} ${y + w * 0.6} Q${x} ${y} ${x + w / 2} ${y} Q${x + w} ${y} ${x + w} ${y + w * 0.6} L${x + w} ${y + h} Z" fill="${fill}"/>`;

const dome = (cx, base, rx, ry, fill) =>
  `<path d="M${cx - rx} ${base} A${rx} ${ry} 0 0 1 ${cx + rx} ${base} Z" fill="${fill}"/>`;

function minaret(x, base, h, w, stone, dark) {
  return (
    `<rect x="${x - w / 2}" y="${base - h}" width="${w}" height="${h}" fill="${stone}"/>` +
    `<rect x="${x - w / 2 - 6}" y="${base - h * 0.78}" width="${w + 12}" height="8" fill="${dark}"/>` +
    `<path d="M${x - w / 2} ${base - h} L${x} ${base - h - w * 1.4} L${x + w / 2} ${base - h} Z" fill="${dark}"/>`
  );
}

function tree(x, base, s, c) {
  return (
    `<rect x="${x - 4 * s}" y="${base - 40 * s}" width="${8 * s}" height="${40 * s}" fill="#4a3a2c"/>` +
    `<ellipse cx="${x}" cy="${base - 70 * s}" rx="${34 * s}" ry="${46 * s}" fill="${c}"/>`
  );
}

/** The building types drawn by monumentSvg. */
const BUILDINGS = {
  tower(st) {
    let b = '';
    for (let i = 0; i < 6; i++)
      b += `<rect x="${150 + i * 60}" y="${560 - (i % 3) * 20}" width="56" height="${60 + (i % 3) * 20}" fill="${st.shade}"/>`;
    for (let i = 0; i < 5; i++)
      b += `<rect x="${760 + i * 64}" y="${570 - (i % 2) * 25}" width="60" height="${50 + (i % 2) * 25}" fill="${st.shade}"/>`;
    b +=
      `<rect x="500" y="170" width="210" height="460" fill="url(#cyl)"/>` +
      `<path d="M700 250 L770 250 Q790 250 790 270 L790 630 L700 630 Z" fill="${st.shade}"/>`;
    for (let y = 198; y < 630; y += 28)
      b += `<path d="M500 ${y} L${y > 262 ? 790 : 710} ${y}" stroke="${st.dark}" stroke-opacity="0.25" stroke-width="2"/>`;
    b +=
      `<rect x="560" y="300" width="10" height="34" fill="${st.dark}"/><rect x="620" y="420" width="10" height="34" fill="${st.dark}"/><rect x="590" y="520" width="10" height="34" fill="${st.dark}"/>` +
      arch(585, 560, 46, 70, st.dark);
    return b;
  },
  palace(st) {
    let b =
      `<rect x="260" y="420" width="700" height="210" fill="${st.stone}"/>` +
      `<rect x="520" y="300" width="180" height="330" fill="${st.shade}"/>` +
      arch(560, 350, 100, 210, st.dark) +
      dome(340, 420, 70, 60, st.shade) +
      dome(880, 420, 60, 52, st.shade) +
      `<rect x="780" y="380" width="60" height="40" fill="${st.stone}"/>` +
      dome(810, 380, 30, 26, st.shade) +
      minaret(240, 630, 300, 28, st.stone, st.dark);
    for (let i = 0; i < 6; i++) b += arch(290 + i * 38, 500, 22, 50, st.dark);
    for (let i = 0; i < 5; i++) b += arch(730 + i * 40, 500, 22, 50, st.dark);
    return b;
  },
  mausoleum(st, roof = true) {
    let b = `<rect x="520" y="${roof ? 270 : 200}" width="180" height="${roof ? 360 : 430}" fill="url(#cyl)"/>`;
    for (let i = 1; i < 5; i++)
      b += `<path d="M${520 + i * 36} ${roof ? 270 : 200} L${520 + i * 36} 630" stroke="${st.dark}" stroke-opacity="0.35" stroke-width="2"/>`;
    for (let i = 0; i < 5; i++)
      b += `<g opacity="0.33">${arch(526 + i * 36, roof ? 320 : 260, 24, 240, st.dark)}</g>`;
    b += `<rect x="510" y="${roof ? 255 : 185}" width="200" height="18" fill="${st.accent}"/>`;
    if (roof) b += `<path d="M510 255 L610 120 L710 255 Z" fill="${st.shade}"/>`;
    b +=
      arch(588, 520, 44, 110, st.dark) +
      tree(380, 630, 1.2, '#5a6e4c') +
      tree(860, 630, 1, '#627652');
    return b;
  },
  rocks(st) {
    let b =
      `<path d="M80 630 L140 470 L260 420 L360 470 L420 630 Z" fill="${st.shade}"/>` +
      `<path d="M380 630 L460 380 L620 340 L760 400 L800 630 Z" fill="${st.stone}"/>` +
      `<path d="M760 630 L820 470 L960 440 L1080 520 L1120 630 Z" fill="${st.shade}"/>`;
    const g = st.dark;
    const man = (x, y) =>
      `<g stroke="${g}" stroke-width="4" fill="none" stroke-linecap="round"><circle cx="${x}" cy="${y}" r="7"/><path d="M${x} ${y + 7} L${x} ${y + 40} M${x - 16} ${y + 18} L${x + 16} ${y + 18} M${x} ${y + 40} L${x - 12} ${y + 62} M${x} ${y + 40} L${x + 12} ${y + 62}"/></g>`;
    const goat = (x, y) =>
      `<g stroke="${g}" stroke-width="4" fill="none" stroke-linecap="round"><path d="M${x} ${y} L${x + 50} ${y} M${x + 5} ${y} L${x} ${y + 26} M${x + 45} ${y} L${x + 50} ${y + 26} M${x + 50} ${y} L${x + 60} ${y - 14} M${x + 60} ${y - 14} Q${x + 50} ${y - 50} ${x + 30} ${y - 40}"/></g>`;
    const boat = (x, y) =>
      `<g stroke="${g}" stroke-width="4" fill="none" stroke-linecap="round"><path d="M${x} ${y} Q${x + 70} ${y + 26} ${x + 140} ${y} M${x + 20} ${y + 8} L${x + 20} ${y - 22} M${x + 50} ${y + 14} L${x + 50} ${y - 22} M${x + 80} ${y + 14} L${x + 80} ${y - 22} M${x + 110} ${y + 8} L${x + 110} ${y - 22}"/></g>`;
    b +=
      man(500, 440) +
      man(540, 446) +
      man(580, 440) +
      goat(640, 500) +
      boat(460, 560) +
      goat(200, 520) +
      man(880, 500);
    return b;
  },
  flames(st) {
    let b = `<path d="M0 630 L0 430 Q300 300 620 380 Q900 450 1200 360 L1200 630 Z" fill="${st.shade}"/>`;
    b += `<rect x="0" y="560" width="1200" height="70" fill="${st.dark}"/>`;
    for (let i = 0; i < 22; i++) {
      const x = 250 + i * 32;
      const h = 60 + ((i * 37) % 70);
      b += `<path d="M${x - 18} 565 Q${x - 22} ${565 - h * 0.5} ${x} ${565 - h} Q${x + 22} ${565 - h * 0.5} ${x + 18} 565 Z" fill="url(#fire)"/>`;
    }
    return b;
  },
  temple(st) {
    let b = `<path d="M200 630 L200 470 L600 400 L1000 470 L1000 630 Z" fill="${st.stone}"/>`;
    for (let i = 0; i < 12; i++) b += arch(230 + i * 62, 520, 34, 70, st.dark);
    b +=
      `<rect x="520" y="380" width="160" height="180" fill="${st.shade}"/>` +
      arch(560, 430, 80, 130, st.dark) +
      dome(600, 380, 82, 50, st.stone) +
      `<path d="M600 300 Q570 250 600 200 Q632 250 600 300 Z" fill="url(#fire)"/>`;
    for (const x of [526, 674])
      b += `<rect x="${x - 6}" y="350" width="12" height="30" fill="${st.dark}"/><path d="M${x} 350 Q${x - 10} 332 ${x} 318 Q${x + 10} 332 ${x} 350 Z" fill="url(#fire)"/>`;
    return b;
  },
  cliff(st) {
    let b = `<path d="M260 630 L300 180 L480 120 L760 150 L920 260 L980 630 Z" fill="${st.shade}"/>`;
    b +=
      `<rect x="520" y="300" width="190" height="230" fill="${st.stone}"/>` +
      dome(615, 300, 60, 40, st.stone) +
      arch(545, 330, 40, 70, st.dark) +
      arch(625, 330, 40, 70, st.dark) +
      arch(585, 430, 60, 100, st.dark) +
      `<path d="M520 530 L710 530 L740 630 L490 630 Z" fill="${st.dark}" fill-opacity="0.4"/>`;
    return b;
  },
  church(st) {
    let b =
      `<rect x="420" y="400" width="380" height="230" fill="${st.stone}"/>` +
      `<path d="M400 400 L610 300 L820 400 Z" fill="${st.shade}"/>` +
      `<rect x="560" y="230" width="100" height="120" fill="${st.stone}"/>` +
      `<path d="M548 232 L610 150 L672 232 Z" fill="${st.shade}"/>` +
      `<path d="M800 460 Q880 470 880 545 Q880 620 800 630 Z" fill="${st.shade}"/>` +
      arch(585, 260, 50, 70, st.dark) +
      arch(470, 470, 40, 90, st.dark) +
      arch(700, 470, 40, 90, st.dark) +
      arch(580, 500, 60, 130, st.dark);
    b +=
      tree(300, 630, 1.8, '#4e6a44') +
      tree(960, 630, 1.6, '#56724a') +
      tree(1080, 630, 1.3, '#4e6a44') +
      tree(180, 630, 1.2, '#56724a');
    return b;
  },
  mosque(st) {
    let b =
      `<rect x="400" y="420" width="400" height="210" fill="${st.stone}"/>` +
      `<rect x="500" y="360" width="200" height="60" fill="${st.shade}"/>` +
      dome(600, 362, 110, 120, st.accent) +
      `<path d="M600 242 L600 200" stroke="${st.dark}" stroke-width="4"/>` +
      minaret(370, 630, 330, 30, st.stone, st.dark) +
      minaret(830, 630, 330, 30, st.stone, st.dark) +
      arch(565, 480, 70, 150, st.dark);
    for (let i = 0; i < 3; i++)
      b += arch(430 + i * 40, 470, 24, 60, st.dark) + arch(690 + i * 40, 470, 24, 60, st.dark);
    return b;
  },
  bridge(st) {
    let b = `<rect x="0" y="560" width="1200" height="70" fill="#5d86a3"/>`;
    for (let i = 0; i < 8; i++)
      b += `<path d="M0 ${572 + i * 8} L1200 ${572 + i * 8}" stroke="#dfeaf2" stroke-opacity="0.25" stroke-width="2"/>`;
    b += `<path d="M60 470 L1140 470 L1140 500 L60 500 Z" fill="${st.stone}"/>`;
    let piers = '';
    for (let i = 0; i < 11; i++) {
      const x = 60 + i * 98;
      piers += `<path d="M${x} 500 L${x} 630 L${x + 12} 630 Q${x + 12} 530 ${x + 49} 522 Q${x + 86} 530 ${x + 86} 630 L${x + 98} 630 L${x + 98} 500 Z" fill="${st.shade}"/>`;
    }
    return b + piers;
  },
  fortress(st) {
    let b = `<rect x="120" y="430" width="960" height="200" fill="${st.stone}"/>`;
    for (let x = 120; x < 1080; x += 40)
      b += `<rect x="${x}" y="410" width="24" height="22" fill="${st.stone}"/>`;
    for (const x of [120, 420, 780, 1080]) {
      b += `<rect x="${x - 45}" y="360" width="90" height="270" fill="${st.shade}"/>`;
      for (let k = 0; k < 3; k++)
        b += `<rect x="${x - 45 + k * 34}" y="340" width="22" height="22" fill="${st.shade}"/>`;
    }
    b += arch(560, 490, 80, 140, st.dark);
    return b;
  },
  caravanserai(st) {
    let b = `<rect x="140" y="410" width="920" height="220" fill="${st.stone}"/><rect x="520" y="330" width="160" height="300" fill="${st.shade}"/>`;
    for (let i = 0; i < 8; i++) {
      b += arch(170 + i * 42, 440, 28, 60, st.dark) + arch(170 + i * 42, 530, 28, 80, st.dark);
      b += arch(710 + i * 42, 440, 28, 60, st.dark) + arch(710 + i * 42, 530, 28, 80, st.dark);
    }
    b += arch(555, 400, 90, 230, st.dark);
    return b;
  },
};

export const BUILDING_TYPES = Object.keys(BUILDINGS);

export function monumentSvg({ type, sky: skyName, seed, stoneHue = 36, W = 1200, H = 800 }) {
  const sk = SKIES[skyName];
  const night = skyName === 'night' || skyName === 'dusk';
  const st = {
    stone: hsl(stoneHue, 32, night ? 42 : 68),
    shade: hsl(stoneHue, 26, night ? 30 : 52),
    dark: hsl(stoneHue + 180, 20, night ? 14 : 24),
    accent: hsl(185, 45, night ? 38 : 52),
  };
  const s = sky(W, H, sk, seed, 630);
  const defs =
    s.defs +
    lin(
      'cyl',
      [
        [0, st.stone],
        [0.55, st.stone],
        [1, st.shade],
      ],
      1,
      0,
    ) +
    lin('fire', [
      [0, '#ffe08a'],
      [0.6, '#f39a3d'],
      [1, '#c2462b'],
    ]) +
    lin('shadow', [
      [0, '#000', 0],
      [1, '#000', 0.25],
    ]);
  const build = type === 'mausoleum-open' ? BUILDINGS.mausoleum(st, false) : BUILDINGS[type](st);
  const body =
    s.body +
    `<g transform="translate(0 ${H - 800})">${build}</g>` +
    `<rect y="${H - 170}" width="${W}" height="170" fill="url(#shadow)"/>`;
  return svg(W, H, body, defs);
}

/* ------------------------------------------------------------ gallery scenes */

function candlesScene(W, H, hue, seed) {
  const r = rng(seed);
  const defs =
    lin('bg', [
      [0, hsl(hue, 30, 12)],
      [1, hsl(hue + 20, 28, 24)],
    ]) +
    rad('cg', [
      [0, '#ffd98a', 0.75],
      [0.3, '#ffb45a', 0.25],
      [1, '#ff9a3c', 0],
    ]) +
    lin(
      'wax',
      [
        [0, '#f6efe2'],
        [1, '#d8cbb3'],
      ],
      1,
      0,
    );
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="${hsl(hue, 20, 10)}"/>`;
  const n = 5;
  for (let i = 0; i < n; i++) {
    const x = W * (0.18 + (i * 0.64) / (n - 1)) + (r() - 0.5) * 40;
    const h = 140 + r() * 200;
    const w = 46 + r() * 30;
    const base = H * 0.8;
    b +=
      `<circle cx="${x}" cy="${base - h - 40}" r="${150 + r() * 60}" fill="url(#cg)"/>` +
      `<rect x="${x - w / 2}" y="${base - h}" width="${w}" height="${h}" rx="6" fill="url(#wax)"/>` +
      `<path d="M${x} ${base - h} L${x} ${base - h - 14}" stroke="#3a2a1a" stroke-width="3"/>` +
      `<path d="M${x} ${base - h - 12} Q${x - 13} ${base - h - 36} ${x} ${base - h - 70} Q${x + 13} ${base - h - 36} ${x} ${base - h - 12} Z" fill="#ffe6a6"/>`;
  }
  return svg(W, H, b, defs);
}

function carnationsScene(W, H, hue, seed) {
  const r = rng(seed);
  const defs = lin('bg', [
    [0, hsl(hue, 25, 86)],
    [1, hsl(hue + 30, 22, 66)],
  ]);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  b += `<path d="M${W * 0.42} ${H} L${W * 0.46} ${H * 0.72} L${W * 0.54} ${H * 0.72} L${W * 0.58} ${H} Z" fill="${hsl(hue + 180, 15, 40)}" fill-opacity="0.6"/>`;
  for (let i = 0; i < 13; i++) {
    const x = W * 0.3 + r() * W * 0.4;
    const y = H * 0.18 + r() * H * 0.35;
    b += `<path d="M${x} ${y} Q${(x + W / 2) / 2} ${H * 0.6} ${W / 2} ${H * 0.78}" stroke="#4f6b45" stroke-width="4" fill="none"/>`;
    b += carnation(
      x,
      y,
      1.4 + r() * 0.4,
      i % 4 === 0 ? '#f3ede4' : i % 3 === 0 ? '#d9485b' : '#b3282d',
    ).replace(/<path d="M[^"]*" stroke="#4f6b45" stroke-width="[^"]*" fill="none"\/>/g, '');
  }
  return svg(W, H, b, defs);
}

function seaScene(W, H, hue, seed) {
  const r = rng(seed);
  const hor = H * 0.55;
  const defs =
    lin('bg', [
      [0, hsl(hue, 35, 62)],
      [1, hsl(hue + 40, 60, 84)],
    ]) +
    lin('sea', [
      [0, hsl(hue + 10, 35, 52)],
      [1, hsl(hue + 10, 40, 26)],
    ]) +
    rad('sun', [
      [0, '#fff7e0', 1],
      [1, '#fff7e0', 0],
    ]);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="${W * 0.62}" cy="${hor - 60}" r="200" fill="url(#sun)"/><circle cx="${W * 0.62}" cy="${hor - 60}" r="44" fill="#fff7e0"/>`;
  b += `<rect y="${hor}" width="${W}" height="${H - hor}" fill="url(#sea)"/>`;
  for (let i = 0; i < 30; i++) {
    const y = hor + 8 + r() * (H - hor - 10);
    const x = W * 0.62 + (r() - 0.5) * (y - hor) * 1.4;
    b += `<path d="M${(x - 30).toFixed(0)} ${y.toFixed(0)} L${(x + 30).toFixed(0)} ${y.toFixed(0)}" stroke="#fff7e0" stroke-opacity="${(0.2 + r() * 0.4).toFixed(2)}" stroke-width="3"/>`;
  }
  let city = `M0 ${hor}`;
  let x = 0;
  while (x < W * 0.38) {
    const h = 10 + r() * 50;
    const w = 20 + r() * 40;
    city += ` L${x.toFixed(0)} ${(hor - h).toFixed(0)} L${(x + w).toFixed(0)} ${(hor - h).toFixed(0)}`;
    x += w;
  }
  city += ` L${x.toFixed(0)} ${hor} Z`;
  b += `<path d="${city}" fill="${hsl(hue + 200, 20, 30)}" fill-opacity="0.65"/>`;
  return svg(W, H, b, defs);
}

function mountainsScene(W, H, hue, seed) {
  const r = rng(seed);
  const defs = lin('bg', [
    [0, hsl(hue, 35, 70)],
    [1, hsl(hue + 30, 50, 88)],
  ]);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let k = 0; k < 5; k++) {
    const base = H * (0.45 + k * 0.12);
    let d = `M0 ${H} L0 ${base}`;
    for (let i = 0; i <= 8; i++)
      d += ` L${((i * W) / 8).toFixed(0)} ${(base - 30 - r() * 110).toFixed(0)}`;
    d += ` L${W} ${H} Z`;
    b += `<path d="${d}" fill="${hsl(hue + 190, 18 + k * 3, 62 - k * 10)}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const x = W * 0.55 + r() * W * 0.3;
    const y = H * 0.12 + r() * H * 0.2;
    b += `<path d="M${x - 16} ${y} Q${x - 8} ${y - 10} ${x} ${y} Q${x + 8} ${y - 10} ${x + 16} ${y}" stroke="${hsl(hue + 200, 20, 25)}" stroke-width="3" fill="none"/>`;
  }
  return svg(W, H, b, defs);
}

function treeScene(W, H, hue, seed) {
  const r = rng(seed);
  const defs =
    lin('bg', [
      [0, hsl(hue, 30, 84)],
      [1, hsl(hue + 20, 28, 70)],
    ]) +
    rad('halo', [
      [0, '#ffffff', 0.5],
      [1, '#ffffff', 0],
    ]);
  const cx = W / 2;
  const base = H * 0.88;
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="${cx}" cy="${H * 0.4}" r="${H * 0.45}" fill="url(#halo)"/>`;
  b += `<path d="M${cx - 30} ${base} Q${cx - 10} ${H * 0.6} ${cx - 8} ${H * 0.42} L${cx + 8} ${H * 0.42} Q${cx + 10} ${H * 0.6} ${cx + 30} ${base} Z" fill="#5b4634"/>`;
  const branches = [
    [-1, 0.55, 0.3],
    [1, 0.5, 0.28],
    [-1, 0.45, 0.22],
    [1, 0.42, 0.2],
  ];
  let leaves = '';
  for (const [dir, y0, len] of branches) {
    const y = H * y0;
    const ex = cx + dir * W * len;
    b += `<path d="M${cx} ${y} Q${cx + dir * W * len * 0.5} ${y - 20} ${ex} ${y - 80}" stroke="#5b4634" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < 60; i++) {
    const a = r() * Math.PI;
    const d = r();
    const x = cx + Math.cos(a) * W * 0.34 * d * (r() < 0.5 ? -1 : 1);
    const y = H * 0.42 - Math.sin(a) * H * 0.32 * d;
    leaves += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(22 + r() * 30).toFixed(0)}" fill="${hsl(100 + r() * 40, 28, 34 + r() * 18)}" fill-opacity="0.85"/>`;
  }
  b +=
    leaves +
    `<rect y="${base}" width="${W}" height="${H - base}" fill="${hsl(hue + 60, 20, 40)}"/>`;
  return svg(W, H, b, defs);
}

function tulipsScene(W, H, hue, seed) {
  const r = rng(seed);
  const defs = lin('bg', [
    [0, hsl(hue, 40, 80)],
    [1, hsl(hue + 30, 40, 92)],
  ]);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="${H * 0.55}" width="${W}" height="${H * 0.45}" fill="#6f8a55"/>`;
  for (let row = 0; row < 6; row++) {
    const y = H * (0.6 + row * 0.075);
    const s = 0.6 + row * 0.25;
    for (let i = 0; i < 14 - row; i++) {
      const x = (i + 0.5 + (r() - 0.5) * 0.4) * (W / (14 - row));
      const c = r() < 0.8 ? '#c8323a' : '#e3b23c';
      b +=
        `<path d="M${x} ${y} L${x} ${y + 40 * s}" stroke="#3f5f35" stroke-width="${3 * s}"/>` +
        `<path d="M${x - 10 * s} ${y - 18 * s} L${x - 10 * s} ${y} Q${x} ${y + 8 * s} ${x + 10 * s} ${y} L${x + 10 * s} ${y - 18 * s} L${x + 5 * s} ${y - 10 * s} L${x} ${y - 20 * s} L${x - 5 * s} ${y - 10 * s} Z" fill="${c}"/>`;
    }
  }
  return svg(W, H, b, defs);
}

function stoneScene(W, H, hue, seed) {
  const r = rng(seed);
  const defs =
    lin('bg', [
      [0, hsl(hue, 25, 78)],
      [1, hsl(hue + 15, 20, 88)],
    ]) +
    lin(
      'granite',
      [
        [0, '#5a5d63'],
        [1, '#2f3237'],
      ],
      1,
      1,
    );
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  b += tree(W * 0.12, H * 0.72, 3, '#6a8259') + tree(W * 0.88, H * 0.72, 2.6, '#5f7850');
  b += `<rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="#7f9466"/>`;
  b += `<path d="M${W * 0.36} ${H * 0.8} L${W * 0.36} ${H * 0.3} Q${W * 0.5} ${H * 0.18} ${W * 0.64} ${H * 0.3} L${W * 0.64} ${H * 0.8} Z" fill="url(#granite)"/>`;
  b += qrPattern(W * 0.5 - 55, H * 0.52, 110, seed);
  b += `<path d="M${W * 0.42} ${H * 0.36} L${W * 0.58} ${H * 0.36} M${W * 0.44} ${H * 0.42} L${W * 0.56} ${H * 0.42}" stroke="#d9c89a" stroke-width="5"/>`;
  for (let i = 0; i < 7; i++)
    b += carnation(
      W * (0.38 + r() * 0.24),
      H * (0.78 + r() * 0.06),
      0.8,
      i % 2 ? '#b3282d' : '#f3ede4',
    );
  return svg(W, H, b, defs);
}

function dovesScene(W, H, hue, seed) {
  const r = rng(seed);
  const defs = lin('bg', [
    [0, hsl(hue, 45, 62)],
    [1, hsl(hue + 20, 45, 88)],
  ]);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let i = 0; i < 5; i++)
    b += `<ellipse cx="${r() * W}" cy="${H * (0.2 + r() * 0.6)}" rx="${120 + r() * 180}" ry="${20 + r() * 20}" fill="#fff" fill-opacity="0.25"/>`;
  for (let i = 0; i < 9; i++) {
    const x = W * (0.15 + r() * 0.7);
    const y = H * (0.2 + r() * 0.55);
    const s = 0.6 + r() * 1.1;
    b += `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})" fill="#fbfaf6"><path d="M0 0 Q-40 -50 -90 -40 Q-50 -20 -20 8 Z"/><path d="M0 0 Q30 -60 80 -70 Q50 -20 18 8 Z"/><ellipse cx="0" cy="8" rx="34" ry="13"/><circle cx="30" cy="2" r="9"/><path d="M-34 8 L-56 18 L-34 16 Z"/></g>`;
  }
  return svg(W, H, b, defs);
}

function butaScene(W, H, hue, seed) {
  const defs = lin('bg', [
    [0, hsl(hue, 45, 30)],
    [1, hsl(hue + 10, 45, 22)],
  ]);
  const gold = hsl(40, 55, 66);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  b += `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="${gold}" stroke-width="6"/><rect x="64" y="64" width="${W - 128}" height="${H - 128}" fill="none" stroke="${gold}" stroke-width="2"/>`;
  const buta = (x, y, s, flip) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M0 40 C-40 40 -40 -10 0 -20 C30 -28 40 -60 20 -70 C60 -60 50 40 0 40 Z" fill="${hsl(hue + 180, 40, 55)}" stroke="${gold}" stroke-width="3"/><circle cx="-2" cy="14" r="8" fill="${gold}"/></g>`;
  let k = 0;
  for (let y = 150; y < H - 80; y += 130) {
    for (let x = 150; x < W - 80; x += 140) b += buta(x, y, 0.9, k++ % 2);
  }
  void seed;
  return svg(W, H, b, defs);
}

export const SCENES = {
  candles: candlesScene,
  carnations: carnationsScene,
  sea: seaScene,
  mountains: mountainsScene,
  tree: treeScene,
  tulips: tulipsScene,
  stone: stoneScene,
  doves: dovesScene,
  buta: butaScene,
};

export function sceneSvg({ type, hue, seed, W = 1200, H = 800 }) {
  return SCENES[type](W, H, hue, seed);
}

/* ------------------------------------------------------------- site images */

export function sampleSvg({ hue, seed, layout }) {
  const W = 1000;
  const H = 700;
  const defs =
    lin(
      'bg',
      [
        [0, hsl(hue, 30, 82)],
        [1, hsl(hue + 30, 30, 64)],
      ],
      1,
      1,
    ) +
    lin('card', [
      [0, '#ffffff'],
      [1, hsl(hue, 20, 95)],
    ]) +
    lin('fig', [
      [0, hsl(hue + 200, 18, 34)],
      [1, hsl(hue + 200, 20, 20)],
    ]);
  const person = (x, y, s) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="0" cy="0" r="70" fill="${hsl(hue, 30, 72)}"/><g fill="url(#fig)" transform="translate(-56 -62) scale(0.14)">${MALE}</g></g>`;
  const lines = (x, y, w, n, c = '#c9ccd3') =>
    Array.from(
      { length: n },
      (_, i) =>
        `<rect x="${x}" y="${y + i * 26}" width="${w * (i === n - 1 ? 0.6 : 1)}" height="10" rx="5" fill="${c}"/>`,
    ).join('');
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  if (layout === 'phone') {
    b +=
      `<rect x="360" y="40" width="280" height="620" rx="36" fill="#1f232a"/><rect x="376" y="70" width="248" height="560" rx="20" fill="url(#card)"/>` +
      person(500, 190, 0.9) +
      `<rect x="420" y="280" width="160" height="16" rx="8" fill="${hsl(hue, 35, 40)}"/>` +
      lines(400, 320, 200, 5) +
      `<rect x="400" y="470" width="90" height="36" rx="18" fill="${hsl(hue, 40, 50)}"/><rect x="510" y="470" width="90" height="36" rx="18" fill="${hsl(hue + 40, 40, 50)}"/>` +
      lines(400, 530, 200, 3);
  } else if (layout === 'plaque') {
    b +=
      `<rect x="250" y="90" width="500" height="520" rx="24" fill="#2d3036"/><rect x="270" y="110" width="460" height="480" rx="16" fill="none" stroke="#d7c28f" stroke-width="3"/>` +
      person(500, 220, 0.9) +
      `<rect x="380" y="310" width="240" height="16" rx="8" fill="#d7c28f"/>` +
      lines(400, 345, 200, 2, '#8d8f96') +
      qrPattern(440, 420, 120, seed);
  } else {
    b +=
      `<rect x="120" y="80" width="760" height="540" rx="28" fill="#1f232a"/><rect x="140" y="100" width="720" height="500" rx="14" fill="url(#card)"/>` +
      `<rect x="140" y="100" width="720" height="150" rx="14" fill="${hsl(hue, 30, 60)}"/>` +
      person(260, 250, 1) +
      `<rect x="360" y="270" width="260" height="18" rx="9" fill="${hsl(hue, 35, 35)}"/>` +
      lines(360, 310, 440, 4) +
      Array.from(
        { length: 4 },
        (_, i) =>
          `<rect x="${180 + i * 170}" y="450" width="150" height="110" rx="10" fill="${hsl(hue + i * 25, 30, 70)}"/>`,
      ).join('');
  }
  return svg(W, H, b, defs);
}

export function partnerSvg({ name, hue, shape }) {
  const W = 400;
  const H = 200;
  const c = hsl(hue, 45, 38);
  const c2 = hsl(hue + 30, 45, 55);
  const marks = {
    circle: `<circle cx="80" cy="100" r="46" fill="${c}"/><circle cx="80" cy="100" r="22" fill="${c2}"/>`,
    diamond: `<path d="M80 52 L128 100 L80 148 L32 100 Z" fill="${c}"/><path d="M80 78 L102 100 L80 122 L58 100 Z" fill="${c2}"/>`,
    leaf: `<path d="M40 140 Q40 60 120 56 Q120 136 40 140 Z" fill="${c}"/><path d="M44 136 L110 68" stroke="${c2}" stroke-width="5"/>`,
    arch: `<path d="M38 146 L38 96 Q38 54 80 54 Q122 54 122 96 L122 146 Z" fill="${c}"/><path d="M60 146 L60 104 Q60 80 80 80 Q100 80 100 104 L100 146 Z" fill="${c2}"/>`,
    flame: `<path d="M80 150 Q30 120 60 80 Q70 110 80 96 Q70 60 96 40 Q96 80 118 96 Q130 130 80 150 Z" fill="${c}"/>`,
    grid: `<g fill="${c}"><rect x="40" y="60" width="34" height="34"/><rect x="86" y="60" width="34" height="34" fill="${c2}"/><rect x="40" y="106" width="34" height="34" fill="${c2}"/><rect x="86" y="106" width="34" height="34"/></g>`,
  };
  const [line1, line2 = ''] = name.split('|');
  // Fit the words into the 230 px right of the mark (DejaVu Sans: ~0.64 em per bold letter).
  const f1 = Math.min(34, Math.floor(230 / (line1.length * 0.64)));
  const f2 = Math.min(20, Math.floor(230 / (line2.length * 0.74 + 0.01)));
  const body =
    marks[shape] +
    `<text x="150" y="${line2 ? 98 : 112}" font-family="${SANS}" font-weight="bold" font-size="${f1}" fill="${c}">${esc(line1)}</text>` +
    (line2
      ? `<text x="150" y="132" font-family="${SANS}" font-size="${f2}" fill="${hsl(hue, 15, 40)}" letter-spacing="1">${esc(line2)}</text>`
      : '');
  return svg(W, H, body);
}

export function badgeSvg({ shape, metal, seed }) {
  const W = 600;
  const H = 600;
  const metals = {
    steel: ['#eef1f4', '#9aa3ad', '#5d6670'],
    gold: ['#fbeab4', '#d1a64a', '#8a6420'],
    bronze: ['#f1c9a0', '#b27548', '#6e4024'],
    black: ['#5b5f66', '#2a2d33', '#121317'],
    ceramic: ['#ffffff', '#e9e6df', '#b9b4a8'],
    rose: ['#f8d8cf', '#d2978a', '#8e584d'],
  }[metal];
  const defs =
    lin(
      'metal',
      [
        [0, metals[0]],
        [0.5, metals[1]],
        [1, metals[2]],
      ],
      1,
      1,
    ) +
    lin('bg', [
      [0, '#f3f1ec'],
      [1, '#dcd8cf'],
    ]);
  const shapes = {
    tag: `<path d="M150 110 Q150 70 190 70 L410 70 Q450 70 450 110 L450 470 Q450 530 390 530 L210 530 Q150 530 150 470 Z" fill="url(#metal)"/><circle cx="300" cy="110" r="16" fill="#f3f1ec"/>`,
    round: `<circle cx="300" cy="300" r="230" fill="url(#metal)"/><circle cx="300" cy="300" r="206" fill="none" stroke="${metals[2]}" stroke-width="3"/>`,
    heart: `<path d="M300 520 C120 400 70 300 110 200 C150 110 260 110 300 190 C340 110 450 110 490 200 C530 300 480 400 300 520 Z" fill="url(#metal)"/>`,
    plate: `<rect x="90" y="150" width="420" height="300" rx="18" fill="url(#metal)"/><circle cx="120" cy="180" r="7" fill="${metals[2]}"/><circle cx="480" cy="180" r="7" fill="${metals[2]}"/><circle cx="120" cy="420" r="7" fill="${metals[2]}"/><circle cx="480" cy="420" r="7" fill="${metals[2]}"/>`,
    shield: `<path d="M300 60 L500 120 Q500 420 300 540 Q100 420 100 120 Z" fill="url(#metal)"/>`,
    oval: `<ellipse cx="300" cy="300" rx="190" ry="250" fill="url(#metal)"/><ellipse cx="300" cy="300" rx="172" ry="232" fill="none" stroke="${metals[2]}" stroke-width="3"/>`,
  };
  const qrSize = shape === 'heart' ? 150 : shape === 'plate' ? 190 : 200;
  const qy = shape === 'heart' ? 220 : shape === 'tag' ? 190 : 300 - qrSize / 2;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<g transform="translate(10 14)" opacity="0.18">${shapes[shape].replace(/url\(#metal\)/g, '#000')}</g>` +
    shapes[shape] +
    qrPattern(300 - qrSize / 2, qy, qrSize, seed, metal === 'black' ? '#121317' : '#1d2530');
  return svg(W, H, body, defs);
}

export function productSvg({ kind, hue, seed }) {
  const W = 800;
  const H = 800;
  const defs =
    lin('bg', [
      [0, hsl(hue, 18, 92)],
      [1, hsl(hue, 16, 78)],
    ]) +
    lin(
      'granite',
      [
        [0, '#62666d'],
        [1, '#26282d'],
      ],
      1,
      1,
    ) +
    lin(
      'steel',
      [
        [0, '#f1f3f6'],
        [0.5, '#a5adb6'],
        [1, '#6a727c'],
      ],
      1,
      1,
    ) +
    lin(
      'wood',
      [
        [0, '#b07a4c'],
        [1, '#6e4527'],
      ],
      1,
      0,
    ) +
    lin('fig', [
      [0, '#4a4f58'],
      [1, '#2a2d33'],
    ]);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="400" cy="690" rx="300" ry="30" fill="#000" fill-opacity="0.12"/>`;
  if (kind === 'granite') {
    b +=
      `<path d="M180 680 L180 200 Q400 100 620 200 L620 680 Z" fill="url(#granite)"/>` +
      qrPattern(330, 420, 140, seed) +
      `<path d="M290 280 L510 280 M320 320 L480 320" stroke="#d7c28f" stroke-width="6"/>`;
  } else if (kind === 'steel') {
    b +=
      `<rect x="170" y="230" width="460" height="340" rx="20" fill="url(#steel)"/>` +
      qrPattern(320, 300, 160, seed) +
      `<rect x="200" y="500" width="400" height="14" rx="7" fill="#5d6670"/>`;
  } else if (kind === 'ceramic') {
    b +=
      `<ellipse cx="400" cy="380" rx="220" ry="280" fill="#d7c28f"/><ellipse cx="400" cy="380" rx="196" ry="256" fill="#fbf8f1"/>` +
      `<g fill="url(#fig)" transform="translate(250 190) scale(0.375)">${MALE}</g>` +
      `<ellipse cx="400" cy="380" rx="196" ry="256" fill="none" stroke="#b9a36b" stroke-width="4"/>`;
  } else {
    b +=
      `<path d="M260 660 L540 660 L520 600 L280 600 Z" fill="url(#wood)"/><rect x="250" y="160" width="300" height="440" rx="12" fill="#ffffff" fill-opacity="0.55" stroke="#ffffff" stroke-width="4"/>` +
      qrPattern(320, 300, 160, seed) +
      `<rect x="300" y="200" width="200" height="16" rx="8" fill="#4a4f58"/>`;
  }
  return svg(W, H, b, defs);
}

export function howItWorksSvg() {
  const W = 1200;
  const H = 800;
  const defs = lin('bg', [
    [0, '#eef1ef'],
    [1, '#d8dfe0'],
  ]);
  const panel = (x, n, icon, c) =>
    `<rect x="${x}" y="220" width="300" height="360" rx="28" fill="#ffffff"/><circle cx="${x + 150}" cy="220" r="40" fill="${c}"/>` +
    `<text x="${x + 150}" y="234" font-family="${SERIF}" font-size="40" fill="#fff" text-anchor="middle">${n}</text>` +
    `<g transform="translate(${x + 70} 300)">${icon}</g>` +
    `<rect x="${x + 50}" y="500" width="200" height="12" rx="6" fill="#c9ccd3"/><rect x="${x + 80}" y="530" width="140" height="12" rx="6" fill="#c9ccd3"/>`;
  const camera = `<rect x="0" y="40" width="160" height="110" rx="16" fill="#3b5b6b"/><rect x="50" y="20" width="60" height="30" rx="6" fill="#3b5b6b"/><circle cx="80" cy="95" r="36" fill="#dfe8ec"/><circle cx="80" cy="95" r="20" fill="#3b5b6b"/>`;
  const qr = qrPattern(20, 20, 130, 77);
  const phone = `<rect x="40" y="0" width="90" height="170" rx="14" fill="#3b5b6b"/><rect x="48" y="14" width="74" height="140" rx="6" fill="#dfe8ec"/><circle cx="85" cy="60" r="18" fill="#8aa4ae"/><rect x="60" y="90" width="50" height="8" rx="4" fill="#8aa4ae"/><rect x="60" y="106" width="50" height="8" rx="4" fill="#8aa4ae"/>`;
  const arrow = (x) =>
    `<path d="M${x} 400 L${x + 60} 400 M${x + 44} 384 L${x + 60} 400 L${x + 44} 416" stroke="#6f8790" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    panel(90, 1, camera, '#6f8790') +
    arrow(405) +
    panel(450, 2, qr, '#8a7a5c') +
    arrow(765) +
    panel(810, 3, phone, '#7a5c6f');
  return svg(W, H, body, defs);
}

export function familyTreeSvg({ hue }) {
  const W = 1200;
  const H = 800;
  const defs = lin('bg', [
    [0, hsl(hue, 30, 90)],
    [1, hsl(hue + 20, 25, 78)],
  ]);
  const node = (x, y, c) =>
    `<circle cx="${x}" cy="${y}" r="42" fill="${c}"/><g fill="#fff" fill-opacity="0.85" transform="translate(${x - 30} ${y - 34}) scale(0.075)">${MALE}</g>`;
  const levels = [
    [600],
    [380, 820],
    [240, 500, 700, 960],
    [160, 320, 440, 560, 640, 760, 880, 1040],
  ];
  let lines = '';
  let nodes = '';
  levels.forEach((row, k) => {
    const y = 130 + k * 180;
    row.forEach((x, i) => {
      nodes += node(x, y, hsl(hue + k * 30, 30, 45 - k * 4));
      if (k > 0) {
        const parent = levels[k - 1][Math.floor(i / 2)];
        lines += `<path d="M${parent} ${y - 180 + 42} C${parent} ${y - 90} ${x} ${y - 90} ${x} ${y - 42}" stroke="${hsl(hue, 20, 45)}" stroke-width="4" fill="none"/>`;
      }
    });
  });
  return svg(W, H, `<rect width="${W}" height="${H}" fill="url(#bg)"/>` + lines + nodes, defs);
}
