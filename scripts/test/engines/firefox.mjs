// Firefox for `npm run test:engines`: Debian's Firefox ESR, headless, driven by puppeteer-core
// over WebDriver BiDi (no geckodriver), through the recording proxy (proxy.mjs).
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { EMBED_HOSTS, LOOPBACK, startProxy } from './proxy.mjs';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

// Firefox says this of an image it could not draw, and also of a load it cut short itself (a
// slide moved on, a srcset candidate changed): seen once in a fresh clone's slider check, with every
// photo drawn. It fails a check only when an image on the page is in fact broken.
const IMAGE_DECODE = /Image corrupt or truncated/;

/** The images the page asked for and could not draw, after their loads have had a moment. */
async function brokenImages() {
  const broken = () =>
    [...document.images].filter((i) => i.complete && i.currentSrc && i.naturalWidth === 0);
  for (let i = 0; i < 20 && !broken().length; i++) await new Promise((r) => setTimeout(r, 100));
  return broken().map((i) => i.currentSrc);
}

/** Firefox ready for the checks: the same methods as webkit.mjs's. */
export async function launchFirefox() {
  if (!fs.existsSync(FIREFOX)) {
    throw new Error(`No ${FIREFOX}: sh scripts/setup.sh --browser installs Firefox ESR`);
  }
  const proxy = await startProxy({ reportOutside: false });
  let browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      // FF_TRACE=1: Firefox's remote agent traces every navigation on stderr.
      dumpio: !!process.env.FF_TRACE,
      // engines-test.mjs stops everything on a signal, the server too: puppeteer's own handlers
      // would exit first.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      extraPrefsFirefox: {
        // Every request through the proxy, localhost too.
        'network.proxy.type': 1,
        'network.proxy.http': '127.0.0.1',
        'network.proxy.http_port': proxy.port,
        'network.proxy.ssl': '127.0.0.1',
        'network.proxy.ssl_port': proxy.port,
        'network.proxy.no_proxies_on': '',
        'network.proxy.allow_hijacking_localhost': true,
        // An Azerbaijani visitor, as in playwright.config.ts (az-AZ): unprefixed paths stay az.
        'intl.accept_languages': 'az-AZ, az',
        ...(process.env.FF_TRACE
          ? { 'remote.log.level': 'Trace', 'remote.log.truncate': false }
          : {}),
      },
    });
  } catch (error) {
    await proxy.stop();
    throw error;
  }
  const page = await browser.newPage();
  const version = await browser.version();

  const errors = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`console.error: ${message.text()} (at ${message.location()?.url ?? '?'})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught ${error?.stack ?? error}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:'].includes(url.protocol) && !LOOPBACK.has(url.hostname)) {
      if (!EMBED_HOSTS.has(url.hostname)) errors.push(`request outside loopback: ${url.href}`);
    }
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A request the page gave up (a prefetch cut short by a navigation, a range of a recording) is
    // no error; one refused by the proxy is reported by the proxy.
    if (/ABORT/i.test(failure)) return;
    if (!LOOPBACK.has(new URL(request.url()).hostname)) return;
    errors.push(`${request.method()} ${request.url()} failed: ${failure}`);
  });

  return {
    engine: 'firefox',
    version,
    proxy,
    setSize: (width, height) => page.setViewport({ width, height }),
    goto: (url) => page.goto(url, { waitUntil: 'load', timeout: 30_000 }),
    screenshot: (file) => page.screenshot({ path: file }),
    printPdf: async () => Buffer.from(await page.pdf({ format: 'A4', printBackground: true })),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    click: (selector) => page.click(selector),
    fill: (selector, text) => page.type(selector, text),
    type: (text, delay) => page.keyboard.type(text, { delay }),
    async press(key) {
      if (!key.startsWith('Shift+')) return page.keyboard.press(key);
      await page.keyboard.down('Shift');
      await page.keyboard.press(key.slice(6));
      await page.keyboard.up('Shift');
    },
    async takeErrors() {
      const taken = errors.splice(0);
      const decoding = taken.filter((e) => IMAGE_DECODE.test(e));
      const kept = taken.filter((e) => !IMAGE_DECODE.test(e));
      if (decoding.length) {
        const broken = await page.evaluate(brokenImages).catch((e) => [`(unread: ${e.message})`]);
        if (broken.length) kept.push(...decoding, `broken images: ${broken.join(', ')}`);
      }
      return [...kept, ...proxy.takeFailures()];
    },
    async close() {
      await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
      await proxy.stop();
    },
  };
}
