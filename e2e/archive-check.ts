import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect } from './fixtures';
import { LANGS, seriousViolations, type Lang } from './helpers';

/** Unpacks an archive (Info-ZIP's unzip, after `unzip -t`) into a new folder: its one top folder. */
export function unpack(zip: Buffer): { dir: string; files: string[]; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-archive-'));
  const file = path.join(root, 'archive.zip');
  fs.writeFileSync(file, zip);
  expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
  execFileSync('unzip', ['-q', file, '-d', path.join(root, 'out')]);
  const [top, ...others] = fs.readdirSync(path.join(root, 'out'));
  expect(others).toEqual([]);
  const dir = path.join(root, 'out', top!);
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  return { dir, files, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export type OpenedCopy = { lang: Lang; h1: string; missing: string[]; offered: string[] };

/**
 * Opens each language's page from file:// with every request beyond the disk refused: no console
 * error, every photo drawn, every recording and video readable, axe clean. `first` is index.html's.
 */
export async function openCopy(browser: Browser, dir: string, first: Lang): Promise<OpenedCopy[]> {
  const context = await browser.newContext();
  const network: string[] = [];
  await context.route(/^(?!file:)/, (route) => {
    network.push(route.request().url());
    return route.abort();
  });
  const opened: OpenedCopy[] = [];
  for (const lang of LANGS) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
    page.on('pageerror', (e) => errors.push(e.message));
    const file = lang === first ? 'index.html' : `${lang}.html`;
    await page.goto(`file://${path.join(dir, file)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // No script of its own, and its policy refuses any (axe below is the test's, over the DevTools protocol).
    await expect(page.locator('script')).toHaveCount(0);
    const images = page.locator('img');
    for (let i = 0; i < (await images.count()); i++) {
      await images.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    const offered = await page.$$eval('audio[src], video[src]', (list) =>
      list.map((el) => el.getAttribute('src')!),
    );
    for (const src of offered) expect(fs.statSync(path.join(dir, src)).size).toBeGreaterThan(0);
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
    const missing = await page.locator('section:has(#missing) li a').allTextContents();
    opened.push({ lang, h1: (await page.locator('h1').textContent())!, missing, offered });
    expect(errors).toEqual([]);
    await page.close();
  }
  // A recording plays from disk (media need scripts to be driven: a page of the test's own).
  const player = await browser.newPage();
  await player.goto(`file://${path.join(dir, 'index.html')}`);
  const recording = opened[0]!.offered.find((src) => src.endsWith('.mp3'));
  if (recording) {
    const duration = await player.evaluate(
      (src) =>
        new Promise<number>((resolve, reject) => {
          const audio = new Audio(src);
          audio.onloadedmetadata = () => resolve(audio.duration);
          audio.onerror = () => reject(new Error(`${src} did not load`));
        }),
      recording,
    );
    expect(duration).toBeGreaterThan(0);
  }
  await player.close();
  await context.close();
  expect(network).toEqual([]);
  return opened;
}
