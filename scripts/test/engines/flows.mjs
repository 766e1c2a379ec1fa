// The checks of `npm run test:engines`, written once for both engines: each takes a browser from
// firefox.mjs or webkit.mjs (goto, evaluate, click, fill, type, press, takeErrors) and the run's
// context, and throws with what it saw when something is wrong. Texts come from messages/*.json
// (the contact dialogs' too), the header's items from config/navigation.ts; selectors and
// expectations follow the Chromium specs named at each check.
import zlib from 'node:zlib';
import { sleep } from '../lib/checks.mjs';
import {
  focusProblem,
  focused,
  headerControls,
  isVisible,
  scrollSettled,
  widths,
} from './in-page.mjs';

/**
 * `fn` in the page until `ok` accepts its answer (errors while a page is being replaced count as
 * not yet); throws with the last answer after `timeout` ms.
 */
export async function until(browser, what, fn, args = [], ok = Boolean, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    stopIfCancelled(browser);
    try {
      last = await browser.evaluate(fn, ...args);
      if (ok(last)) return last;
    } catch (error) {
      last = `(${String(error?.message ?? error).split('\n')[0]})`;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${timeout} ms (last seen: ${JSON.stringify(last)})`);
    }
    await sleep(50);
  }
}

/** A check out of time (engines-test.mjs) stops at its next step. */
function stopIfCancelled(browser) {
  if (browser.cancelled) throw new Error('stopped: the check ran out of time');
}

/**
 * Navigates and answers the final status of the document, from the proxy's record (WebKit's
 * driver may answer the navigation a moment before that record is in). Firefox's driver fails a
 * navigation ("Address rejected", from Navigate.sys.mjs) when a frame of the page being left
 * commits an error page meanwhile (a lazy map or video, whose host the proxy refuses), while the
 * new page goes on loading: then the page is waited for, not asked again (asking again broke that
 * load, NS_BINDING_ABORTED). A navigation that did fail is tried once more. Both are listed in
 * `ctx.retried` for the run's summary.
 */
export async function visit(browser, ctx, path) {
  stopIfCancelled(browser);
  let mark = browser.proxy.mark();
  const asked = Date.now();
  try {
    await browser.goto(`${ctx.origin}${path}`);
  } catch (error) {
    const why = String(error?.message).split('\n')[0].slice(0, 160);
    const loaded = await landed(browser, mark, asked);
    ctx.retried?.push(
      `${browser.engine} ${ctx.width ?? ''} px ${path}: ${why}; ${loaded ? 'the page loaded' : 'tried again'}`,
    );
    if (!loaded) {
      mark = browser.proxy.mark();
      await browser.goto(`${ctx.origin}${path}`);
    }
  }
  for (let i = 0; i < 40 && browser.proxy.documentStatus(mark) === null; i++) await sleep(50);
  return browser.proxy.documentStatus(mark);
}

/**
 * Within 5 s, the document the proxy last served since `mark` is the page, loaded: a document
 * begun after `asked` (not the page left, which may have the same address), and not an error page.
 */
async function landed(browser, mark, asked) {
  const loadedAt = (since) =>
    document.readyState === 'complete' &&
    document.documentURI === location.href &&
    performance.timeOrigin >= since
      ? location.href
      : null;
  for (let i = 0; i < 100; i++) {
    const url = browser.proxy.lastDocument(mark)?.url;
    const here = url ? await browser.evaluate(loadedAt, asked - 20).catch(() => null) : null;
    if (here !== null && here === url) return true;
    await sleep(50);
  }
  return false;
}

/**
 * Until the page is interactive: loaded, and the header's search is the hydrated button, not the
 * <details> it is before (pages without the header, the viewers, have neither). Watched inside
 * the page, every 20 ms.
 */
function hydrated(browser) {
  return until(
    browser,
    'hydration',
    () =>
      new Promise((resolve) => {
        const started = Date.now();
        const look = () => {
          const header = document.querySelector('body > header');
          const done =
            document.readyState === 'complete' &&
            (!header || (!header.querySelector('details') && !!header.querySelector('button')));
          if (done || Date.now() - started > 4000) resolve(done);
          else setTimeout(look, 20);
        };
        look();
      }),
    [],
    Boolean,
    10_000,
  );
}

/**
 * Marks the first visible element matching `selector` whose name (aria-label, else its text)
 * is `name` (or starts with it when `prefix`) with data-engines="`id`": a selector for the
 * driver's click. Answers whether it found one.
 */
function tag(id, selector, name, prefix) {
  for (const el of document.querySelectorAll(selector)) {
    const own = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (name !== null && (prefix ? !own.startsWith(name) : own !== name)) continue;
    document.querySelector(`[data-engines="${id}"]`)?.removeAttribute('data-engines');
    el.setAttribute('data-engines', id);
    return true;
  }
  return false;
}

async function clickTagged(browser, id, selector, name = null, prefix = false) {
  await until(browser, `${selector} named ${JSON.stringify(name)}`, tag, [
    id,
    selector,
    name,
    prefix,
  ]);
  await browser.click(`[data-engines="${id}"]`);
}

const lines = (problems) => problems.map((p) => `  - ${p}`).join('\n');

/** 1. Every page type: its status, no errors, no sideways scrolling (valid-markup, fixtures). */
export async function everyPageType(browser, ctx) {
  const problems = (await browser.takeErrors()).map((e) => `before the first page: ${e}`);
  for (const type of ctx.types) {
    let status;
    try {
      status = await visit(browser, ctx, type.path);
    } catch (error) {
      problems.push(
        `${type.path}: the navigation failed: ${String(error?.message).split('\n')[0]}`,
      );
      continue;
    }
    if (status !== type.status) problems.push(`${type.path}: status ${status}, not ${type.status}`);
    await hydrated(browser).catch((e) => problems.push(`${type.path}: ${e.message}`));
    const w = await browser.evaluate(widths);
    if (w.scrollWidth > w.clientWidth) {
      problems.push(
        `${type.path}: the document is ${w.scrollWidth} px wide, the window ${w.clientWidth} px`,
      );
    }
    for (const error of await browser.takeErrors()) problems.push(`${type.path}: ${error}`);
  }
  await sleep(300);
  for (const error of await browser.takeErrors()) problems.push(`after the last page: ${error}`);
  if (problems.length) throw new Error(`${problems.length} problems:\n${lines(problems)}`);
  return `${ctx.types.length} pages`;
}

/** Errors the page reported during a flow fail it. */
async function noErrors(browser) {
  await sleep(100);
  const errors = await browser.takeErrors();
  if (errors.length) throw new Error(`errors during the flow:\n${lines(errors)}`);
}

/** 2a. The hamburger menu opens and closes (shell.spec.ts, header on a phone). */
export async function mobileMenu(browser, ctx) {
  const { az } = ctx.messages;
  await visit(browser, ctx, '/');
  await hydrated(browser);
  await clickTagged(browser, 'menu', 'body > header button[aria-controls]', az.header.menu);
  const state = () => {
    const toggle = document.querySelector('[data-engines="menu"]');
    const nav = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
    const box = nav?.getBoundingClientRect();
    return {
      expanded: toggle?.getAttribute('aria-expanded'),
      label: toggle?.getAttribute('aria-label'),
      navShown:
        !!box && box.width > 0 && box.height > 0 && getComputedStyle(nav).visibility !== 'hidden',
      bodyOverflow: getComputedStyle(document.body).overflow,
    };
  };
  await until(
    browser,
    'the menu open',
    state,
    [],
    (s) =>
      s.expanded === 'true' &&
      s.label === az.Header.close &&
      s.navShown &&
      s.bodyOverflow === 'hidden',
  );
  await browser.click('[data-engines="menu"]');
  await until(
    browser,
    'the menu closed',
    state,
    [],
    (s) =>
      s.expanded === 'false' &&
      s.label === az.header.menu &&
      !s.navShown &&
      s.bodyOverflow !== 'hidden',
  );
  await noErrors(browser);
}

/** 2b. The language switch rewrites the page in another language and back (shell.spec.ts). */
export async function languageSwitch(browser, ctx) {
  const { messages } = ctx;
  const brandIn = (lang) => `${messages[lang].Metadata.brand} — ${messages[lang].header.home}`;
  const at = () => ({
    path: location.pathname,
    lang: document.documentElement.lang,
    brand: document.querySelector('body > header a[href]')?.getAttribute('aria-label'),
    ready: document.readyState,
  });
  await visit(browser, ctx, '/about');
  for (const [from, to, path] of [
    ['az', 'en', '/en/about'],
    ['en', 'az', '/about'],
  ]) {
    await hydrated(browser);
    await clickTagged(
      browser,
      'lang',
      'body > header button[aria-controls]',
      `${from.toUpperCase()} — ${messages[from].header.language}:`,
      true,
    );
    await clickTagged(browser, 'option', `body > header a[lang="${to}"]`);
    await until(
      browser,
      `the page in ${to}`,
      at,
      [],
      (s) => s.path === path && s.lang === to && s.brand === brandIn(to) && s.ready === 'complete',
    );
  }
  await noErrors(browser);
}

/** 2c. The header search takes letters typed right after its click (issue 40; shell.spec.ts). */
export async function headerSearch(browser, ctx) {
  const { az } = ctx.messages;
  await visit(browser, ctx, '/about');
  await hydrated(browser);
  await until(browser, 'the search button', isVisible, [
    `body > header button[aria-label="${az.Header.openSearch}"]`,
  ]);
  await browser.click(`body > header button[aria-label="${az.Header.openSearch}"]`);
  await browser.type(ctx.searchTerm, 40);
  const box = () => document.querySelector('body > header input[type="search"]')?.value;
  await until(
    browser,
    `the box holding "${ctx.searchTerm}"`,
    box,
    [],
    (v) => v === ctx.searchTerm,
    1000,
  );
  const hit = (term) =>
    [...document.querySelectorAll('body > header [role="search"] ul a[href]')].some(
      (a) => a.textContent.includes(term) && a.getBoundingClientRect().height > 0,
    );
  await until(browser, 'a result link', hit, [ctx.searchTerm]);
  await browser.press('Enter');
  await until(
    browser,
    'the search page',
    () => ({ path: location.pathname, q: new URLSearchParams(location.search).get('q') }),
    [],
    (s) => s.path === '/search' && s.q === ctx.searchTerm,
  );
  await noErrors(browser);
}

/** 3. The contact form sent, and the terms dialog (contact.spec.ts, keyboard-walk.spec.ts). */
export async function contactForm(browser, ctx) {
  const { az } = ctx.messages;
  await visit(browser, ctx, '/contact');
  await hydrated(browser);
  const field = (label) => {
    const el = [...document.querySelectorAll('form label')].find(
      (l) => l.textContent.trim() === label,
    );
    const input = el && document.getElementById(el.htmlFor);
    if (!input) return null;
    input.setAttribute('data-engines-field', label);
    return true;
  };
  const values = {
    name: 'Leyla Həsənova',
    phone: '+994 55 111 22 33',
    email: `leyla-${ctx.engine}-${Date.now()}@example.az`,
    message: `Salam! ${ctx.engine}, ${ctx.width} px.`,
  };
  for (const [key, value] of Object.entries(values)) {
    await until(browser, `the field ${az.Contact[key]}`, field, [az.Contact[key]]);
    await browser.fill(`[data-engines-field="${az.Contact[key]}"]`, value);
  }

  const link = 'form a[aria-haspopup="dialog"]';
  const dialog = () => {
    const d = document.querySelector('dialog');
    const consent = document.querySelector('form input[type="checkbox"][name="consent"]');
    return {
      open: !!d?.open && d.getBoundingClientRect().width > 0,
      title: d?.querySelector('h2')?.textContent.trim(),
      focusInside: !!d && d.contains(document.activeElement),
      focusOnLink: document.activeElement?.matches('form a[aria-haspopup="dialog"]') ?? false,
      consent: consent?.checked,
      bodyOverflow: getComputedStyle(document.body).overflow,
    };
  };
  const opened = (s) =>
    s.open && s.title === az.footer.generalRules && s.focusInside && s.bodyOverflow === 'hidden';
  await browser.click(link);
  await until(browser, 'the terms dialog open', dialog, [], opened);
  await browser.press('Escape');
  await until(
    browser,
    'the dialog closed by Escape, focus back on the link',
    dialog,
    [],
    (s) => !s.open && s.focusOnLink && s.consent === false && s.bodyOverflow !== 'hidden',
  );
  await browser.click(link);
  await until(browser, 'the terms dialog open again', dialog, [], opened);
  await clickTagged(browser, 'accept', 'dialog footer button', az.Contact.termsAccept);
  await until(
    browser,
    'the dialog closed by its accept button, consent ticked',
    dialog,
    [],
    (s) => !s.open && s.consent === true,
  );

  await browser.click('form button[type="submit"]');
  const alert = () => {
    const popup = document.querySelector('.swal2-popup');
    return {
      shown: !!popup && popup.getBoundingClientRect().height > 0,
      title: popup?.querySelector('.swal2-title')?.textContent.trim() ?? null,
      success: !!popup?.querySelector('.swal2-icon.swal2-success'),
      fields: [...document.querySelectorAll('[data-engines-field]')].map((f) => f.value),
    };
  };
  await until(
    browser,
    `the dialog "${ctx.alerts.sent}"`,
    alert,
    [],
    (s) => s.shown && s.title === ctx.alerts.sent && s.success,
  );
  await until(browser, 'the fields cleared', alert, [], (s) => s.fields.every((v) => v === ''));
  await noErrors(browser);
}

/** 4a. Load more adds the next page's cards (memorials.spec.ts, listings). */
export async function loadMore(browser, ctx) {
  const { az } = ctx.messages;
  await visit(browser, ctx, ctx.listing);
  await hydrated(browser);
  const cards = () => ({
    count: document.querySelectorAll('main article').length,
    search: location.search,
  });
  const before = (await browser.evaluate(cards)).count;
  if (before === 0) throw new Error(`no cards on ${ctx.listing}`);
  await clickTagged(browser, 'more', 'main a[href*="?page="]', az.Listing.loadMore);
  const after = await until(
    browser,
    'more cards',
    cards,
    [],
    (s) => s.count > before && s.search === '?page=2',
  );
  await noErrors(browser);
  return `${before} -> ${after.count} cards`;
}

/** 4b. A swiper moves to its next slide (viewers.spec.ts, the photo viewer). */
export async function sliderNext(browser, ctx) {
  const { az } = ctx.messages;
  await visit(browser, ctx, ctx.photos);
  await hydrated(browser);
  const active = () => {
    const slides = [...document.querySelectorAll('.swiper-slide')];
    return {
      ready: !!document.querySelector('.swiper.swiper-initialized'),
      slides: slides.length,
      active: slides.findIndex((s) => s.classList.contains('swiper-slide-active')),
    };
  };
  const start = await until(browser, 'the slider', active, [], (s) => s.ready && s.slides > 1);
  await browser.click(`[aria-label="${az.Slider.next}"]`);
  await until(browser, 'the next slide active', active, [], (s) => s.active === start.active + 1);
  await noErrors(browser);
}

/**
 * 5. The recording's length before play on ten visits, at 00:00, then it plays (viewers.spec.ts). A
 * visit that shows 00:00 or --:-- while the <audio> element knows the length is the site's bug: it is
 * said so, with what the element reported.
 */
export async function audioPlayer(browser, ctx) {
  const { az } = ctx.messages;
  const player = () => {
    const audio = document.querySelector('audio');
    const whole = Math.floor(audio?.duration ?? NaN);
    const two = (n) => String(n).padStart(2, '0');
    return {
      shown: document.querySelector('.rhap_total-time')?.textContent.trim() ?? null,
      current: document.querySelector('.rhap_current-time')?.textContent.trim() ?? null,
      expected: Number.isFinite(whole) ? `${two(Math.floor(whole / 60))}:${two(whole % 60)}` : null,
      duration: audio?.duration ?? null,
      readyState: audio?.readyState ?? null,
      paused: audio?.paused ?? null,
      time: audio?.currentTime ?? null,
    };
  };
  const fine = (s) =>
    s.expected !== null &&
    s.shown === s.expected &&
    !['--:--', '00:00'].includes(s.shown) &&
    s.current === '00:00' &&
    s.paused === true;
  const problems = [];
  let shown;
  for (let i = 1; i <= 10; i++) {
    await visit(browser, ctx, ctx.audio);
    try {
      shown = await until(browser, `visit ${i}: the length before play`, player, [], fine);
    } catch (error) {
      const last = await browser.evaluate(player).catch(() => null);
      problems.push(
        last &&
          last.expected &&
          last.expected !== '00:00' &&
          (last.shown !== last.expected || last.current !== '00:00')
          ? `visit ${i}: SITE BUG: the player shows ${last.current} / ${last.shown} for 5 s while its <audio> has the ` +
              `length (duration ${last.duration} s, readyState ${last.readyState}): ${ctx.origin}${ctx.audio}`
          : error.message,
      );
    }
  }
  if (problems.length) throw new Error(`${problems.length} of 10 visits:\n${lines(problems)}`);
  await hydrated(browser);
  await browser.click(`[aria-label="${az.AudioTabs.play}"]`);
  await until(browser, 'playing', player, [], (s) => s.paused === false && s.time > 0.3);
  await noErrors(browser);
  return `length ${shown.shown} on 10 of 10 visits, then played`;
}

/**
 * 6. Tab from the top goes through the header's controls in their order (the skip link, then each
 * visible control of the header as the document has them), each in view and clear of the sticky
 * header (keyboard-walk.spec.ts), then into the page. The controls named in config/navigation.ts
 * and messages/az.json are among them in this order: the brand, the navigation (wide windows),
 * the search, the language, the menu (narrow windows).
 */
export async function headerTabOrder(browser, ctx) {
  const { az } = ctx.messages;
  await visit(browser, ctx, '/');
  await hydrated(browser);
  const expected = await browser.evaluate(headerControls);
  const named = [
    az.Common.skipToContent,
    `${az.Metadata.brand} — ${az.header.home}`,
    ...(ctx.width >= 1280
      ? ctx.headerNav.map((key) => key.split('.').reduce((m, k) => m[k], az))
      : []),
    az.Header.openSearch,
    `AZ — ${az.header.language}:`,
    ...(ctx.width >= 1280 ? [] : [az.header.menu]),
  ];
  const is = (name, want) => (want.endsWith(':') ? name.startsWith(want) : name === want);
  let from = 0;
  for (const want of named) {
    const at = expected.findIndex((name, i) => i >= from && is(name, want));
    if (at < 0) {
      throw new Error(
        `the header has no ${JSON.stringify(want)} after stop ${from}: ${JSON.stringify(expected)}`,
      );
    }
    from = at + 1;
  }
  const seen = [];
  const problems = [];
  for (let i = 0; i <= expected.length; i++) {
    await browser.press('Tab');
    await browser.evaluate(scrollSettled);
    const now = await browser.evaluate(focused);
    if (i === expected.length) {
      if (!now || now.inHeader || now.skipLink) {
        problems.push(`after the header, focus is on ${JSON.stringify(now)}, not in the page`);
      }
      break;
    }
    seen.push(now?.name ?? null);
    if (now?.name !== expected[i]) {
      problems.push(
        `stop ${i + 1}: ${JSON.stringify(now?.name ?? null)}, not ${JSON.stringify(expected[i])}`,
      );
    }
    const problem = await until(
      browser,
      `stop ${i + 1} in view`,
      focusProblem,
      [],
      (p) => p === '',
      3000,
    ).catch((e) => e.message);
    if (problem) problems.push(problem);
  }
  if (problems.length) throw new Error(`${lines(problems)}\n  stops: ${JSON.stringify(seen)}`);
  await noErrors(browser);
  return `${expected.length} stops: ${expected.join(' | ')}`;
}

/**
 * The error record itself: a page that throws, leaves a promise rejected, calls console.error and
 * asks for a file that is not there is heard on each count (else a quiet page proves nothing).
 * The file is under /media, which answers 404 itself: an unknown path elsewhere goes to the 404
 * page, which counts as the status under test (as in e2e/fixtures.ts).
 */
export async function errorRecord(browser, ctx) {
  await visit(browser, ctx, '/about');
  await hydrated(browser);
  await browser.takeErrors();
  await browser.evaluate(() => {
    setTimeout(() => {
      throw new Error('engines-probe-thrown');
    });
    setTimeout(() => Promise.reject(new Error('engines-probe-rejected')));
    setTimeout(() => console.error('engines-probe-console'));
    const img = document.createElement('img');
    img.src = '/media/engines-probe-missing.png';
    img.alt = '';
    document.body.append(img);
  });
  await sleep(1200);
  const errors = await browser.takeErrors();
  const missing = [
    'engines-probe-thrown',
    'engines-probe-rejected',
    'engines-probe-console',
    '/media/engines-probe-missing.png answered 404',
  ].filter((probe) => !errors.some((e) => e.includes(probe)));
  if (missing.length) {
    throw new Error(`not heard: ${missing.join(', ')}\n  heard:\n${lines(errors)}`);
  }
  return `${errors.length} errors heard`;
}

/** Every request the site's caches hold on this device, by cache (e2e/offline.spec.ts). */
async function cachesOnDevice() {
  const view = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    view[name] = (await cache.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
  }
  return view;
}

/**
 * 7. The graveside with no signal (e2e/offline.spec.ts), on a server with the worker on
 * (`ctx.offline`): a memorial read once, its recording played, then the proxy drops every
 * connection. The memorial opens with its text, photo, the saved line and its recording; a page
 * never read says it needs the network, the memorial in Azerbaijani that it is kept in English;
 * no badge page nor /api answer is in the caches. With the network back, an edit made meanwhile
 * (`ctx.offline.edit`) is what the next visit shows.
 */
export async function offline(browser, ctx) {
  const { az, en } = ctx.messages;
  const { origin, memorial, other, name, recording, badge, edit, exclusive } = ctx.offline;
  const at = { ...ctx, origin };
  await visit(browser, at, memorial);
  await until(browser, 'the worker', () => navigator.serviceWorker.ready.then(() => true));
  const kept = (name, path) => (v) => v?.[name]?.includes(path);
  await until(browser, 'the page kept', cachesOnDevice, [], kept('xatire-pages', memorial), 15_000);
  await noErrors(browser);
  const play = async () => {
    await hydrated(browser);
    // Its name is the number and the file ("1." and "rec-03.mp3" are two spans).
    await clickTagged(browser, 'recording', 'button[aria-expanded]', `1.${recording}`);
    await clickTagged(browser, 'play', '.rhap_container button', en.AudioTabs.play);
  };
  const audio = () => document.querySelector('audio')?.currentTime ?? 0;
  await play();
  await until(
    browser,
    'the recording kept',
    cachesOnDevice,
    [],
    kept('xatire-media', `/media/audio/${recording}`),
    15_000,
  );
  await clickTagged(browser, 'pause', '.rhap_container button', en.AudioTabs.pause);
  await visit(browser, at, badge);
  await visit(browser, at, '/en');
  await browser.evaluate(() => fetch('/api/v1/homepage').then((r) => r.text()));
  await noErrors(browser);

  browser.proxy.setOffline(true);
  try {
    await browser.goto(`${origin}${memorial}`);
    await until(
      browser,
      'the kept memorial',
      () => document.querySelector('h1')?.textContent,
      [],
      (t) => t === name,
      10_000,
    );
    await until(
      browser,
      'the saved line',
      () => getComputedStyle(document.body, '::before').content,
      [],
      (c) => /^"Saved on this device on .+\d{4}.+You are offline/.test(c),
    );
    await until(
      browser,
      'the portrait',
      () => {
        const img = document.querySelector('img[data-nimg]');
        return img?.complete && img.naturalWidth;
      },
      [],
      (w) => w > 0,
      10_000,
    );
    await play();
    await until(browser, 'the recording plays', audio, [], (t) => t > 0.5, 10_000);
    await browser.goto(`${origin}${other}`);
    await until(
      browser,
      'the page never read',
      () => ({
        h1: document.querySelector('h1')?.textContent,
        kept: [...document.querySelectorAll('li a')].map((a) => a.getAttribute('href')),
      }),
      [],
      (p) => p.h1 === en.Offline.title && p.kept.includes(memorial),
      10_000,
    );
    // The same memorial in Azerbaijani: kept here in English only, and the page says so.
    await browser.goto(`${origin}${memorial.replace(/^\/en(?=\/)/, '')}`);
    await until(
      browser,
      'the page kept in another language',
      () => ({
        text: document.querySelector('main p')?.textContent,
        first: document.querySelector('main li')?.getAttribute('lang'),
        href: document.querySelector('main li a')?.getAttribute('href'),
      }),
      [],
      (p) => p.text === az.Offline.textOtherLanguage && p.first === 'en' && p.href === memorial,
      10_000,
    );
    const view = await browser.evaluate(cachesOnDevice);
    const leaked = Object.values(view)
      .flat()
      .filter((p) => /^\/(?:(?:en|ru)\/)?qrcode\/|^\/api\//.test(p));
    if (leaked.length) throw new Error(`kept on the device: ${leaked.join(', ')}`);
    if (JSON.stringify(view['xatire-pages']) !== JSON.stringify([memorial])) {
      throw new Error(`pages kept: ${JSON.stringify(view['xatire-pages'])}`);
    }
  } finally {
    browser.proxy.setOffline(false);
    // What failed to load with no network is no error of the site's.
    await browser.takeErrors();
  }

  await exclusive(async () => {
    const text = await edit();
    const deadline = Date.now() + 20_000;
    for (;;) {
      await browser.goto(`${origin}${memorial}`);
      const seen = await browser.evaluate(
        (t) => ({
          edit: document.body.textContent.includes(t),
          line: getComputedStyle(document.body, '::before').content,
        }),
        text,
      );
      if (seen.edit && seen.line === 'none') break;
      if (Date.now() > deadline) throw new Error(`the edit online: ${JSON.stringify(seen)}`);
      await sleep(500);
    }
  });
  await browser.evaluate(async () => {
    for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  await browser.takeErrors();
  return `read once, played, opened offline; the edit seen online`;
}

/** What an archive page shows when read from the disk (e2e/archive-check.ts, in the page). */
function copyState() {
  const media = [...document.querySelectorAll('audio[src], video[src]')];
  return {
    lang: document.documentElement.lang,
    h1: document.querySelector('h1')?.textContent ?? '',
    scripts: document.querySelectorAll('script').length,
    photos: [...document.querySelectorAll('img')].map((img) => {
      img.loading = 'eager';
      return img.complete && img.naturalWidth > 0;
    }),
    // Their lengths, read from the disk before play (preload="metadata").
    media: media.map((el) => el.readyState >= 1 && el.duration > 0),
    sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  };
}

/**
 * 8. The family's own copy (e2e/archive.spec.ts), unpacked (`ctx.archive`: its folder and name),
 * opened from file:// in each language: no script, every photo drawn, every recording and video
 * read from the disk (its length known), nothing wider than the window, nothing asked of the
 * network (the proxy's record stays empty) and, in Firefox, no console error.
 */
export async function familyArchive(browser, ctx) {
  const { dir, name } = ctx.archive;
  await browser.takeErrors();
  const seen = [];
  for (const [file, lang] of [
    ['index.html', 'en'],
    ['az.html', 'az'],
    ['ru.html', 'ru'],
  ]) {
    const mark = browser.proxy.mark();
    await browser.goto(`file://${dir}/${file}`);
    const state = await until(
      browser,
      `${file}: every photo and recording read from the disk`,
      copyState,
      [],
      (s) => s.photos.every(Boolean) && s.media.every(Boolean),
      15_000,
    );
    const wrong = [
      state.lang !== lang && `lang ${state.lang}`,
      !state.h1.includes(name[lang]) && `h1 ${state.h1}`,
      state.scripts && `${state.scripts} scripts`,
      state.photos.length < 2 && `${state.photos.length} photos`,
      state.media.length < 2 && `${state.media.length} recordings and videos`,
      state.sideways && 'wider than the window',
      browser.proxy.responses.length > mark && 'asked the network',
    ].filter(Boolean);
    if (wrong.length) throw new Error(`${file}: ${wrong.join(', ')}`);
    seen.push(`${state.photos.length} photos, ${state.media.length} players`);
  }
  await noErrors(browser);
  return `3 pages from file://: ${[...new Set(seen)].join('; ')}`;
}

/** The pages of a PDF, whose page objects may sit in compressed object streams (Firefox's). */
function pdfPages(pdf) {
  let text = pdf.toString('latin1');
  for (const [, body] of text.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      text += zlib.inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {}
  }
  return (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/**
 * 8. A memorial with its days of remembrance prints on one A4 sheet (seo.spec.ts). Firefox alone:
 * this WebKitWebDriver has no print command. Firefox printed the screen's full-height body as a
 * second, blank sheet.
 */
export async function printedSheets(browser, ctx) {
  await visit(browser, ctx, ctx.printed);
  const sheets = pdfPages(await browser.printPdf());
  if (sheets !== 1) throw new Error(`${ctx.printed} prints on ${sheets} sheets`);
  await noErrors(browser);
  return '1 sheet';
}
