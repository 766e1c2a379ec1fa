// `npm run test:engines`: the visitors' flows of the Chromium suite (e2e/) in the two other
// engines, Debian's Firefox ESR and WebKitGTK, each at 375 and 1280 px wide, against the
// production build (`npm run build`, served from .next) on a seeded SQLite store: every page type
// (its status, no errors, no sideways scrolling), the mobile menu, the language switch, the header
// search typed into right after its click, the contact form and its terms dialog, load more, a
// slider, the audio player's length before play (ten visits) and play, and Tab through the header
// (its controls in the document's order, the named ones among them, each in view), a family
// archive opened from file://, a memorial printed (Firefox: one A4 sheet; WebKitWebDriver has no
// print command), and the offline worker with the network cut (the proxy drops
// every connection). The two engines side by side, each its pages one after another: about 2
// minutes on a quiet 2-core machine, twice that when another build or browser suite shares it.
// `npm run test:engines -- webkit offline` runs one engine, and only the checks whose name has
// "offline". The server, the proxies, Xvfb and the drivers are the test's own, on free ports, stopped at the end
// and on SIGINT/SIGTERM. Needs `sh scripts/setup.sh --browser` (firefox-esr, webkit2gtk-driver,
// xvfb).
//
// Both engines go through a recording proxy (engines/proxy.mjs): it gives each navigation's final
// status, counts a 4xx/5xx response as an error (Chromium logs those to its console, and the
// Playwright fixture fails on them; Firefox and WebKit log nothing), with the fixture's exceptions
// (a 404 document, the 404 page), and refuses what would leave loopback, as the fixture does. A
// first check per engine proves the error record hears a throw, a rejection, console.error and a
// 404: a quiet page proves nothing otherwise. A navigation the driver reports failed is waited for or
// tried once more (flows.mjs `visit`) and listed at the end. Found by it (issue 40): in
// WebKitGTK the audio player sometimes showed 00:00 before play (its <audio> fired durationchange
// with 0 and not again once the length was known; 2-3 visits in 30-40); the player now asks
// again until it knows, and the audio check says SITE BUG if it ever shows no length.
//
// What each engine needed that another did not:
// - Firefox ESR: puppeteer-core over WebDriver BiDi (`browser: 'firefox'`, no geckodriver),
//   headless; the viewport is emulated as in Chromium. Console errors and uncaught errors come as
//   events. page.goto answers no response after a redirect (/no-such-page -> /404): the status
//   comes from the proxy. Its proxy prefs need network.proxy.allow_hijacking_localhost, or
//   localhost never goes through a proxy; Firefox's own requests to its services go through it
//   too, so the page's requests outside loopback are told apart by puppeteer's request events. The
//   language is the pref intl.accept_languages (az-AZ, as in playwright.config.ts). Its classic
//   scrollbar takes 12 px of the 375: sideways scrolling is the document's scrollWidth against the
//   root's clientWidth, not innerWidth. puppeteer's own signal handlers are off (they exit before
//   this test has stopped its server). Its driver fails a navigation that an embed of the page
//   being left interrupts with its error page (traced with remote.log.level Trace: FF_TRACE=1
//   prints that log); the page loads all the same, and is waited for.
// - WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, classic WebDriver, a small client in
//   engines/webkit.mjs): no headless mode, so an Xvfb of its own (-displayfd picks a free display).
//   No viewport emulation: the window is sized, and the page measured until it is 375 or 1280 px;
//   MiniBrowser's toolbar keeps the window 447 px wide at least, so a GTK style (its own
//   XDG_CONFIG_HOME) shrinks the toolbar to nothing. The window is centred on the screen: with no
//   window manager X gives the keyboard to the window under the pointer (Xvfb's centre), and an
//   unfocused page matches no :focus (the focused skip link stays off screen). No log: classic
//   WebDriver has none, this WebKitWebDriver has no BiDi (webSocketUrl is refused), and
//   MiniBrowser's --enable-write-console-messages-to-stdout prints nothing in automation mode (its
//   sessions are ephemeral, and with --private, ephemeral too, it prints nothing either). So the
//   proxy puts a collector first in every document's <head> (engines/in-page.mjs COLLECTOR, before any script of the page): window
//   errors, unhandled rejections, console.error calls and elements whose resource failed, kept in
//   sessionStorage (it outlives a navigation) and read after each page; the proxy adds the failed
//   responses. It cannot hear console.warn or the browser's own messages (CSP reports, for one).
//   WebKit fires an element's error for the loads it stops when the page is left, just before
//   pagehide: those of the last 2 s are dropped then. WebKit's Error.stack leaves the message out,
//   so the collector notes both. WebKitGTK takes Accept-Language from the C library's locale (no
//   az_AZ here): the proxy sends az-AZ for it. The driver may answer a navigation a moment before
//   the proxy has its record: the status is waited for. Element click fails ("not interactable")
//   right after the driver's own scroll, the site scrolling smoothly: the element is scrolled into
//   view at once first (as Playwright does). Keys are WebDriver actions ("Nizami" is one sequence
//   with 40 ms pauses).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import { pageTypes } from '../../e2e/page-types.mjs';
import az from '../../messages/az.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import ru from '../../messages/ru.json' with { type: 'json' };
import { freePort } from '../lib/free-port.mjs';
import { ensureBuild, root, sampleRecords, seedStore, startServer } from '../lib/prod-server.mjs';
import { launchFirefox } from './engines/firefox.mjs';
import * as flows from './engines/flows.mjs';
import { launchWebKit } from './engines/webkit.mjs';
import { check, results } from './lib/checks.mjs';

const WIDTHS = [
  [375, 800],
  [1280, 900],
];
// `npm run test:engines -- webkit` runs one; any other word runs only the checks it names.
const ARGS = process.argv.slice(2);
const ENGINES = [
  ['firefox', launchFirefox],
  ['webkit', launchWebKit],
].filter(([name]) => !ARGS.some((a) => /^(firefox|webkit)$/.test(a)) || ARGS.includes(name));
const ONLY = ARGS.filter((a) => !/^(firefox|webkit)$/.test(a));
if (ONLY.length) ONLY.push(': starts');
/** A check that takes longer than this has hung (the page sweep on a busy machine takes ~100 s). */
const CHECK_TIMEOUT_MS = 180_000;

let interrupted = false;
/** Navigations the driver failed and that were tried once more (flows.mjs visit), and checks run
 * again in a new browser after the old one hung. */
const retried = [];

/**
 * Runs a check; a failure is recorded (checks.mjs prints it) and the run goes on. One out of time
 * is told to stop through its engine's browser (flows.mjs looks at browser.cancelled before each
 * step) and waited for, so it never acts in the next check's page.
 */
async function namedCheck(slot, name, run) {
  const current = slot.browser;
  if (interrupted || (ONLY.length && !ONLY.some((word) => name.includes(word)))) return;
  let note;
  let running;
  const mark = current?.proxy.mark();
  const once = async () => {
    running = run();
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`still running after ${CHECK_TIMEOUT_MS / 1000} s`)),
        CHECK_TIMEOUT_MS,
      );
    });
    try {
      note = await Promise.race([running, timeout]);
    } catch (error) {
      if (current) current.cancelled = true;
      await Promise.race([running.catch(() => {}), new Promise((r) => setTimeout(r, 60_000))]);
      throw error;
    } finally {
      clearTimeout(timer);
      if (current) current.cancelled = false;
    }
  };
  await check(name, async () => {
    try {
      await once();
    } catch (error) {
      if (!current?.restartIfHung) throw error;
      // The first run stopped before the browser changes under it (its commands go to the new one).
      current.cancelled = true;
      await Promise.race([running.catch(() => {}), new Promise((r) => setTimeout(r, 120_000))]);
      const restarted = await current.restartIfHung();
      current.cancelled = false;
      if (!restarted) throw error;
      await current.takeErrors();
      const why = String(error?.message).split('\n')[0].slice(0, 160);
      const page = current.proxy.lastDocument(mark)?.url ?? '?';
      retried.push(`${name}: the browser hung (${why}; last page ${page}), run again in a new one`);
      await once();
    }
  }).catch(() => {});
  if (typeof note === 'string') console.log(`       ${note}`);
}

/** The id of the record named `name`, found as e2e/viewers.spec.ts finds it. */
async function findId(origin, name) {
  const res = await (await fetch(`${origin}/api/v1/search?key=${encodeURIComponent(name)}`)).json();
  const hit = res.figures.find((f) => f.name.az === name);
  if (!hit) throw new Error(`no record named ${name}`);
  return hit.id;
}

async function main() {
  const started = Date.now();
  ensureBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-engines-'));
  const cleanups = [async () => fs.rmSync(dir, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const run of cleanups.splice(0).reverse()) await run().catch(() => {});
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      console.log(`engines: ${signal}: stopping the browsers and the server`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    const databasePath = path.join(dir, 'content.db');
    seedStore(databasePath);
    const { qrUuid } = sampleRecords(databasePath);
    const server = await startServer({
      port: await freePort('localhost'),
      databasePath,
      // Four messages in all; never the rate limit's answer. The offline worker off: with it the
      // recording proxy no longer sees each navigation (the worker's own fetch carries no
      // navigate mode), so every status read null; it is tried on a second server below.
      env: { CONTACT_SITE_LIMIT: '1000', CONTACT_RATE_LIMIT: '100', SERVICE_WORKER: 'off' },
    });
    cleanups.push(server.stop);
    const { HEADER_NAV } = await tsImport(path.join(root, 'config/navigation.ts'), import.meta.url);
    const types = await pageTypes(server.origin, { qrUuid });
    const byName = (name) => {
      const type = types.find((t) => t.name === name);
      if (!type) throw new Error(`no page type ${name} in the sitemap`);
      return type.path;
    };
    const nizami = await findId(server.origin, 'Nizami Gəncəvi');
    const withDays = await findId(server.origin, 'Üzeyir Hacıbəyov');
    const base = {
      origin: server.origin,
      types,
      messages: { az, en, ru },
      headerNav: HEADER_NAV.map((item) => item.label),
      alerts: { sent: az.Contact.alertSent },
      searchTerm: 'Nizami',
      retried,
      listing: '/category/martyrs',
      photos: byName('/photos/N'),
      printed: `/category/public-figures/${withDays}`,
      audio: `/audio/${nizami}/az`,
    };
    // The family archive of the richest record, unpacked as a family would.
    const zip = path.join(dir, 'archive.zip');
    const archived = await fetch(`${server.origin}/archive/en/category/${nizami}.zip`);
    if (archived.status !== 200) throw new Error(`the archive answered ${archived.status}`);
    fs.writeFileSync(zip, Buffer.from(await archived.arrayBuffer()));
    execFileSync('unzip', ['-q', zip, '-d', path.join(dir, 'archive')]);
    base.archive = {
      dir: path.join(dir, 'archive', fs.readdirSync(path.join(dir, 'archive'))[0]),
      name: { az: 'Nizami Gəncəvi', en: 'Nizami Ganjavi', ru: 'Низами Гянджеви' },
    };
    // The offline worker on a server of its own (the main one runs without it, above).
    const secret = 'engines-revalidate-secret-0123456789';
    let editing = Promise.resolve();
    const withWorker = await startServer({
      port: await freePort('localhost'),
      databasePath,
      env: { REVALIDATE_SECRET: secret },
    });
    cleanups.push(withWorker.stop);
    const dearMemory = await findId(withWorker.origin, 'Tofiq Nəsirov');
    const otherMemory = await findId(withWorker.origin, 'Nizami Gəncəvi');
    base.offline = {
      origin: withWorker.origin,
      memorial: `/en/category/dear-memories/${dearMemory}`,
      other: `/en/category/historical-figures/${otherMemory}`,
      name: 'Tofig Nasirov',
      recording: 'rec-03.mp3',
      badge: `/en/qrcode/${qrUuid}`,
      /** Rewrites the memorial's English text in the store, as the operator would; answers it. */
      async edit() {
        const text = `Edited while online, ${Date.now()}.`;
        const db = new Database(databasePath);
        try {
          db.prepare('UPDATE deceased SET text_en = ? WHERE id = ?').run(
            `<p>${text}</p>`,
            dearMemory,
          );
        } finally {
          db.close();
        }
        const res = await fetch(`${withWorker.origin}/api/revalidate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}` },
        });
        if (res.status !== 200) throw new Error(`revalidate answered ${res.status}`);
        return text;
      },
      /** One engine's edit at a time, until it has seen its own text. */
      exclusive(run) {
        const turn = editing.then(run);
        editing = turn.catch(() => {});
        return turn;
      },
    };
    console.log(`engines: the site at ${server.origin}, ${types.length} page types`);

    const runEngine = async ([engine, launch]) => {
      const engineStarted = Date.now();
      const slot = { browser: null };
      const named = (name, run) => namedCheck(slot, name, run);
      await named(`${engine}: starts`, async () => {
        slot.browser = await launch();
        cleanups.push(slot.browser.close);
        return slot.browser.version;
      });
      const { browser } = slot;
      if (!browser) return;
      await browser.setSize(...WIDTHS[0]);
      await named(
        `${engine}: the error record hears a throw, a rejection, console.error, a 404`,
        () => flows.errorRecord(browser, { ...base, engine }),
      );
      for (const [width, height] of WIDTHS) {
        const ctx = { ...base, engine, width };
        const at = `${engine} ${width} px`;
        await browser.setSize(width, height);
        await named(
          `${at}: every page type loads with its status, no errors, no sideways scroll`,
          () => flows.everyPageType(browser, ctx),
        );
        if (width < 1024)
          await named(`${at}: the mobile menu opens and closes`, () =>
            flows.mobileMenu(browser, ctx),
          );
        await named(`${at}: the language switch`, () => flows.languageSwitch(browser, ctx));
        await named(`${at}: the header search, typed into right after its click`, () =>
          flows.headerSearch(browser, ctx),
        );
        await named(`${at}: the contact form is sent; the terms dialog opens and closes`, () =>
          flows.contactForm(browser, ctx),
        );
        await named(`${at}: load more adds cards`, () => flows.loadMore(browser, ctx));
        await named(`${at}: a slider moves to its next slide`, () =>
          flows.sliderNext(browser, ctx),
        );
        await named(`${at}: the audio player shows the length before play, then plays`, () =>
          flows.audioPlayer(browser, ctx),
        );
        await named(`${at}: Tab goes through the header in order, each stop in view`, () =>
          flows.headerTabOrder(browser, ctx),
        );
      }
      if (browser.printPdf)
        await named(`${engine} 1280 px: a memorial with its days prints on one A4 sheet`, () =>
          flows.printedSheets(browser, { ...base, engine }),
        );
      await named(`${engine} 375 px: the family archive opens from file://`, async () => {
        await browser.setSize(...WIDTHS[0]);
        return flows.familyArchive(browser, { ...base, engine });
      });
      await named(`${engine}: offline, a memorial read once opens; an edit shows once online`, () =>
        flows.offline(browser, { ...base, engine }),
      );
      cleanups.splice(cleanups.indexOf(browser.close), 1);
      await browser.close();
      console.log(`engines: ${engine} took ${((Date.now() - engineStarted) / 1000).toFixed(1)} s`);
    };
    // Side by side: each engine leaves a core mostly idle (126 s of CPU in 178 s one after the other).
    await Promise.all(ENGINES.map(runEngine));
  } catch (error) {
    results.push({ name: 'setup', ok: false });
    console.log(`  FAIL setup\n${String(error?.stack ?? error).replace(/^/gm, '       ')}`);
  } finally {
    await cleanup();
  }

  const failed = results.filter((r) => !r.ok);
  for (const r of retried) console.log(`engines: tried again: ${r}`);
  console.log(`\nengines: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const r of failed) console.log(`  failed: ${r.name}`);
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  process.exitCode = failed.length ? 1 : 0;
}

await main();
