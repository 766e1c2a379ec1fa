import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';

type OgFont = { name: string; data: Buffer; weight: 500 | 600; style: 'normal' };

// Each subset its own family: satori does not fall back between files of one family name.
const FILES = [
  ['Lora', 600, 'lora-latin-600-normal.woff'],
  ['Lora Ext', 600, 'lora-latin-ext-600-normal.woff'],
  ['Lora Cyrillic', 600, 'lora-cyrillic-600-normal.woff'],
  ['Inter', 500, 'inter-latin-500-normal.woff'],
  ['Inter Ext', 500, 'inter-latin-ext-500-normal.woff'],
  ['Inter Cyrillic', 500, 'inter-cyrillic-500-normal.woff'],
] as const;

export const OG_SERIF = 'Lora, "Lora Ext", "Lora Cyrillic"';
export const OG_SANS = 'Inter, "Inter Ext", "Inter Cyrillic"';

let fonts: Promise<OgFont[]> | undefined;

export function ogFonts(): Promise<OgFont[]> {
  fonts ??= Promise.all(
    FILES.map(async ([name, weight, file]) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await fs.readFile(
        path.join(/* turbopackIgnore: true */ process.cwd(), 'assets/fonts', file),
      ),
    })),
  );
  return fonts;
}
