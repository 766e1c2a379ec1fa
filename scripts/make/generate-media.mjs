#!/usr/bin/env node
/**
 * Regenerates every demo media file under public/media/ (npm run media:generate).
 *
 * The output is committed; the site never generates media at run time. The run is deterministic:
 * images come from SVG drawn by scripts/make/generate-media/svg.mjs with a seeded PRNG, rendered by
 * sharp; speech comes from espeak-ng; tones and videos come from ffmpeg with bit-exact flags and a
 * single encoder thread.
 *
 * Needs: node_modules/sharp, and the Debian tools ffmpeg and espeak-ng
 * (apt-get install -y ffmpeg espeak-ng).
 *
 * Usage: node scripts/make/generate-media.mjs [--only=images|audio|video]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The badge photos' unguessable names, shared with the seed data. */
const QR_PHOTOS = JSON.parse(
  readFileSync(new URL('../../lib/content/seed/data/qr-photos.json', import.meta.url), 'utf8'),
);

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'public', 'media');
const only = (process.argv.find((a) => a.startsWith('--only=')) || '').slice(7) || null;

/* ------------------------------------------------------------ tool checks */

function need(cmd, args, hint) {
  const r = spawnSync(cmd, args, { stdio: 'ignore' });
  if (r.error || r.status !== 0) {
    console.error(`generate-media: '${cmd}' is missing or not working. ${hint}`);
    process.exit(1);
  }
}
need('ffmpeg', ['-hide_banner', '-version'], 'Install it with: apt-get install -y ffmpeg');
need('espeak-ng', ['--version'], 'Install it with: apt-get install -y espeak-ng');

let sharp;
try {
  sharp = (await import('sharp')).default;
} catch {
  console.error("generate-media: the 'sharp' package is missing. Run 'npm install' first.");
  process.exit(1);
}

const svg = await import('./generate-media/svg.mjs');

/* ------------------------------------------------------------ output helpers */

const TMP = mkdtempSync(join(tmpdir(), 'xatire-media-'));
process.on('exit', () => rmSync(TMP, { recursive: true, force: true }));

const written = [];
function target(rel) {
  const file = join(OUT, rel);
  mkdirSync(dirname(file), { recursive: true });
  written.push(rel);
  return file;
}

async function webp(rel, svgText, { quality = 60 } = {}) {
  await sharp(Buffer.from(svgText))
    .webp({ quality, effort: 6, smartSubsample: true })
    .toFile(target(rel));
}
async function png(rel, svgText) {
  await sharp(Buffer.from(svgText))
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toFile(target(rel));
}
/** A PNG in the temp folder (source frames for ffmpeg). */
async function tmpPng(name, svgText) {
  const file = join(TMP, name);
  await sharp(Buffer.from(svgText)).png().toFile(file);
  return file;
}

const FF_EXACT = ['-fflags', '+bitexact', '-map_metadata', '-1', '-threads', '1'];
function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

/* ------------------------------------------------------------ images */

/** Historical figures: monograms (h-XX), in the order of lib/content/seed/data/historical-figures.ts. */
const HISTORICAL_MONOGRAMS = [
  'NG',
  'İX',
  'MG',
  'XŞ',
  'İN',
  'MF',
  'NT',
  'MPV',
  'MFA',
  'XN',
  'AB',
  'HZ',
  'SƏŞ',
  'QT',
  'ƏM',
  'B',
  'C',
  'UH',
  'HZT',
  'MƏS',
  'NV',
  'MMN',
  'QZ',
  'MŞV',
  'ŞS',
  'MVV',
  'İQ',
  'MK',
  'FX',
  'S',
  'MŞ',
  'AƏ',
];
/** Public figures: silhouettes with initials (pf-XX): [initials, 'm' | 'f']. */
const PUBLIC_SILHOUETTES = [
  ['ÜH', 'm'],
  ['QQ', 'm'],
  ['FƏ', 'm'],
  ['N', 'm'],
  ['AM', 'm'],
  ['TQ', 'm'],
  ['MM', 'm'],
  ['RB', 'm'],
  ['B', 'm'],
  ['XŞ', 'm'],
  ['ŞƏ', 'f'],
  ['RM', 'f'],
  ['SV', 'm'],
  ['HC', 'm'],
  ['MM', 'm'],
  ['CM', 'm'],
  ['CC', 'm'],
  ['RR', 'm'],
  ['BV', 'm'],
  ['ƏV', 'm'],
  ['SB', 'm'],
  ['TS', 'm'],
  ['LZ', 'm'],
  ['LL', 'm'],
  ['MT', 'm'],
  ['YM', 'm'],
  ['TB', 'm'],
  ['AB', 'm'],
  ['LB', 'f'],
  ['HQ', 'f'],
  ['RO', 'm'],
  ['MR', 'm'],
];

async function images() {
  // Portraits 800x1000.
  for (const [i, ini] of HISTORICAL_MONOGRAMS.entries()) {
    await webp(
      `portraits/h-${pad(i + 1)}.webp`,
      svg.portraitSvg({
        style: 'mono',
        hue: 20 + ((i * 47) % 340),
        seed: 100 + i,
        initials: ini,
        light: 48,
      }),
    );
  }
  for (const [i, [ini, g]] of PUBLIC_SILHOUETTES.entries()) {
    await webp(
      `portraits/pf-${pad(i + 1)}.webp`,
      svg.portraitSvg({ style: g, hue: (i * 67) % 360, seed: 200 + i, initials: ini, light: 64 }),
    );
  }
  // Generic pool: p-01..16 male, p-17..28 female, p-29..40 martyrs (silhouette with a carnation).
  for (let i = 1; i <= 40; i++) {
    const style = i <= 16 ? 'm' : i <= 28 ? 'f' : 'martyr';
    const hue = style === 'martyr' ? 200 + ((i * 13) % 60) : (i * 53) % 360;
    await webp(
      `portraits/p-${pad(i)}.webp`,
      svg.portraitSvg({ style, hue, seed: 300 + i, light: 58 + (i % 4) * 4 }),
    );
  }
  await webp('hero/hero.webp', svg.portraitSvg({ style: 'm', hue: 32, seed: 999, light: 66 }));
  for (let i = 1; i <= 6; i++) {
    await webp(
      QR_PHOTOS[i - 1],
      svg.portraitSvg({ style: i % 2 ? 'm' : 'f', hue: 150 + i * 31, seed: 400 + i, light: 66 }),
    );
  }

  // Monuments 1200x800.
  const MON = [
    ['tower', 'day', 36],
    ['palace', 'dawn', 34],
    ['mausoleum', 'dusk', 22],
    ['mausoleum-open', 'mist', 18],
    ['rocks', 'dawn', 30],
    ['mosque', 'dusk', 30],
    ['flames', 'night', 28],
    ['temple', 'dusk', 34],
    ['cliff', 'mist', 30],
    ['church', 'day', 30],
    ['mosque', 'dawn', 38],
    ['bridge', 'day', 32],
    ['fortress', 'dusk', 34],
    ['caravanserai', 'mist', 36],
  ];
  for (const [i, [type, sky, stoneHue]] of MON.entries()) {
    await webp(
      `monuments/m-${pad(i + 1)}.webp`,
      svg.monumentSvg({ type, sky, seed: 500 + i, stoneHue }),
      { quality: 62 },
    );
  }

  // Photo gallery 1200x800.
  const GAL = [
    ['candles', 30],
    ['carnations', 20],
    ['sea', 200],
    ['mountains', 210],
    ['tree', 90],
    ['tulips', 40],
    ['stone', 100],
    ['doves', 205],
    ['buta', 350],
    ['candles', 260],
    ['sea', 20],
    ['mountains', 30],
    ['tree', 40],
    ['doves', 30],
  ];
  for (const [i, [type, hue]] of GAL.entries()) {
    await webp(`gallery/g-${pad(i + 1)}.webp`, svg.sceneSvg({ type, hue, seed: 600 + i }), {
      quality: 62,
    });
  }

  // About, main content, services.
  await webp('about/about.webp', svg.sceneSvg({ type: 'tree', hue: 60, seed: 700 }));
  await webp('about/how-it-works.webp', svg.howItWorksSvg());
  await webp('main/main-content.webp', svg.sceneSvg({ type: 'stone', hue: 200, seed: 701 }));
  await webp('services/genealogy-product.webp', svg.familyTreeSvg({ hue: 40 }));
  const LAYOUTS = ['phone', 'plaque', 'tablet'];
  for (let i = 1; i <= 8; i++) {
    await webp(
      `samples/s-${pad(i)}.webp`,
      svg.sampleSvg({ hue: (i * 41) % 360, seed: 800 + i, layout: LAYOUTS[i % 3] }),
    );
  }
  const PARTNERS = [
    ['Xəzər Qranit|DAŞ EMALATXANASI', 205, 'diamond'],
    ['NurQR|TEXNOLOGİYA', 160, 'grid'],
    ['Gülüstan|FLORİSTİKA', 350, 'leaf'],
    ['Yaddaş Arxivi|ŞƏCƏRƏ TƏDQİQATI', 30, 'arch'],
    ['Ərgünəş Media', 20, 'flame'],
    ['Abşeron Çap|POLİQRAFİYA', 250, 'circle'],
  ];
  for (const [i, [name, hue, shape]] of PARTNERS.entries()) {
    await png(`partners/partner-${pad(i + 1)}.png`, svg.partnerSvg({ name, hue, shape }));
  }
  const BADGES = [
    ['tag', 'steel'],
    ['round', 'gold'],
    ['heart', 'rose'],
    ['plate', 'black'],
    ['shield', 'bronze'],
    ['oval', 'ceramic'],
  ];
  for (const [i, [shape, metal]] of BADGES.entries()) {
    await webp(`badges/b-${pad(i + 1)}.webp`, svg.badgeSvg({ shape, metal, seed: 900 + i }));
  }
  const PRODUCTS = [
    ['granite', 30],
    ['steel', 210],
    ['ceramic', 40],
    ['stand', 90],
  ];
  for (const [i, [kind, hue]] of PRODUCTS.entries()) {
    await webp(`products/pr-${pad(i + 1)}.webp`, svg.productSvg({ kind, hue, seed: 950 + i }));
  }
}

/* ------------------------------------------------------------ audio */

const SPEECH = [
  ['voice-az-01', 'az', 'Xatirəsi qəlbimizdə əbədi yaşayacaq. Allah rəhmət eləsin.'],
  ['voice-en-01', 'en-gb', 'Their memory will live forever in our hearts. May they rest in peace.'],
  ['voice-ru-01', 'ru', 'Память о нём навсегда останется в наших сердцах. Светлая память.'],
  ['voice-az-02', 'az', 'Bu səhifə sevdiklərimizin xatirəsinə həsr olunub. Onları unutmuruq.'],
  [
    'voice-en-02',
    'en-gb',
    'This page is dedicated to the memory of our loved ones. We remember them.',
  ],
  ['voice-ru-02', 'ru', 'Эта страница посвящена памяти наших близких. Мы помним их.'],
];
/** Calm sine chords: demo "recordings" (rec-XX) and honest Quran-recitation placeholders (quran-XX). */
const TONES = [
  ['rec-01', [220, 277.18, 329.63], 6],
  ['rec-02', [196, 246.94, 293.66], 7],
  ['rec-03', [174.61, 220, 261.63], 5],
  ['rec-04', [261.63, 329.63, 392], 6],
  ['quran-01', [146.83, 220], 8],
  ['quran-02', [130.81, 196], 7],
  ['quran-03', [164.81, 246.94], 6],
];
const MP3 = [
  '-ac',
  '1',
  '-ar',
  '44100',
  '-c:a',
  'libmp3lame',
  '-b:a',
  '48k',
  '-id3v2_version',
  '0',
  '-write_xing',
  '0',
  '-flags:a',
  '+bitexact',
];

function audio() {
  for (const [name, voice, text] of SPEECH) {
    const wav = join(TMP, `${name}.wav`);
    execFileSync('espeak-ng', ['-v', voice, '-s', '135', '-p', '42', '-w', wav, text]);
    ffmpeg([
      '-i',
      wav,
      '-af',
      'apad=whole_dur=4.5,atrim=0:8,afade=t=in:d=0.15,areverse,afade=t=in:d=0.4,areverse',
      ...FF_EXACT,
      ...MP3,
      target(`audio/${name}.mp3`),
    ]);
  }
  for (const [name, freqs, dur] of TONES) {
    const inputs = freqs.flatMap((f) => [
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${f}:duration=${dur}:sample_rate=44100`,
    ]);
    const mix = `${freqs.map((_, i) => `[${i}:a]`).join('')}amix=inputs=${freqs.length}:normalize=1,volume=0.7,tremolo=f=0.4:d=0.25,afade=t=in:d=1.2,afade=t=out:st=${dur - 1.8}:d=1.8`;
    ffmpeg([...inputs, '-filter_complex', mix, ...FF_EXACT, ...MP3, target(`audio/${name}.mp3`)]);
  }
}

/* ------------------------------------------------------------ video */

const H264 = [
  '-an',
  '-c:v',
  'libx264',
  '-profile:v',
  'main',
  '-preset',
  'slow',
  '-crf',
  '26',
  '-pix_fmt',
  'yuv420p',
  '-r',
  '24',
  '-movflags',
  '+faststart',
  '-flags:v',
  '+bitexact',
];

async function video() {
  const W = 1280;
  const H = 720;
  // v-01: hero, slow zoom on candles.
  const candles = await tmpPng(
    'candles.png',
    svg.sceneSvg({ type: 'candles', hue: 30, seed: 1001, W, H }),
  );
  ffmpeg([
    '-loop',
    '1',
    '-framerate',
    '24',
    '-i',
    candles,
    '-vf',
    "zoompan=z='1+0.0012*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=640x360:fps=24,fade=t=in:st=0:d=0.6,fade=t=out:st=4.3:d=0.7",
    '-t',
    '5',
    ...FF_EXACT,
    ...H264,
    target('video/v-01.mp4'),
  ]);
  // v-02..v-04: moving soft gradients.
  const GR = [
    ['v-02', '0x7f9fb5', '0xe8d9c4'],
    ['v-03', '0x4b4f6e', '0xd6a77a'],
    ['v-04', '0x6f8a6b', '0xdfe6d3'],
  ];
  for (const [name, c0, c1] of GR) {
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `gradients=s=640x360:r=24:d=4:c0=${c0}:c1=${c1}:nb_colors=2:speed=0.02:seed=7:x0=0:y0=0:x1=640:y1=360`,
      '-vf',
      'fade=t=in:st=0:d=0.5,fade=t=out:st=3.4:d=0.6',
      ...FF_EXACT,
      ...H264,
      target(`video/${name}.mp4`),
    ]);
  }
  // v-05: the virtual-cemetery ("vr") video: a slow pan over a misty hillside of stones.
  const stone = await tmpPng(
    'stone.png',
    svg.sceneSvg({ type: 'mountains', hue: 200, seed: 1002, W: 1600, H: 900 }),
  );
  ffmpeg([
    '-loop',
    '1',
    '-framerate',
    '24',
    '-i',
    stone,
    '-vf',
    "crop=1280:720:'(in_w-out_w)*t/5':90,scale=640:360,fade=t=in:st=0:d=0.6,fade=t=out:st=4.4:d=0.6",
    '-t',
    '5',
    ...FF_EXACT,
    ...H264,
    target('video/v-05.mp4'),
  ]);
  // v-06..v-08: a cross-fade between two generated pictures.
  const PAIRS = [
    ['v-06', ['sea', 200], ['doves', 205]],
    ['v-07', ['tulips', 40], ['carnations', 20]],
    ['v-08', ['tree', 90], ['mountains', 30]],
  ];
  for (const [i, [name, a, b]] of PAIRS.entries()) {
    const fa = await tmpPng(
      `${name}-a.png`,
      svg.sceneSvg({ type: a[0], hue: a[1], seed: 1100 + i, W, H }),
    );
    const fb = await tmpPng(
      `${name}-b.png`,
      svg.sceneSvg({ type: b[0], hue: b[1], seed: 1200 + i, W, H }),
    );
    ffmpeg([
      '-loop',
      '1',
      '-framerate',
      '24',
      '-t',
      '2.5',
      '-i',
      fa,
      '-loop',
      '1',
      '-framerate',
      '24',
      '-t',
      '2.5',
      '-i',
      fb,
      '-filter_complex',
      '[0:v]scale=640:360,setsar=1[a];[1:v]scale=640:360,setsar=1[b];[a][b]xfade=transition=fade:duration=1:offset=1.5,format=yuv420p',
      ...FF_EXACT,
      ...H264,
      target(`video/${name}.mp4`),
    ]);
  }
}

/* ------------------------------------------------------------ run */

function pad(n) {
  return String(n).padStart(2, '0');
}

function sizeOf(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    total += e.isDirectory() ? sizeOf(p) : statSync(p).size;
  }
  return total;
}

const started = Date.now();
if (!only) rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
if (!only || only === 'images') await images();
if (!only || only === 'audio') audio();
if (!only || only === 'video') await video();

const mb = (sizeOf(OUT) / 1024 / 1024).toFixed(2);
console.log(
  `generate-media: ${written.length} files in public/media (${mb} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
