// Screenshots of pages at 375 px and 1280 px with Debian's Chromium, for looking at them.
// Usage: node scripts/measure/screenshots.mjs http://localhost:3000 / /about /en ...
// (into screenshots/)
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const out = 'screenshots';
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({
    locale: process.env.LOCALE ?? 'az-AZ',
    viewport: { width, height: width < 800 ? 800 : 900 },
  });
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `${out}/${(p.replace(/[^a-z0-9]+/gi, '_') || 'root').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
