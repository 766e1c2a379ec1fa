// Functions that run inside the page (each is sent as its source: nothing from outside its own
// body), and the error collector MiniBrowser gets at the top of every document.

export { focusProblem, scrollSettled } from '../../../e2e/focus-problem.mjs';

/** The focused element: its accessible name as written (aria-label, else its text), and where it is. */
export function focused() {
  const el = /** @type {HTMLElement | null} */ (document.activeElement);
  if (!el || el === document.body) return null;
  return {
    name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
    tag: el.tagName.toLowerCase(),
    inHeader: !!el.closest('body > header'),
    skipLink: el.classList.contains('skip-link'),
  };
}

/**
 * The names (as focused() gives them) of what Tab should stop at from the top of the page to the
 * end of the header: the skip link, then every visible, focusable control of the header, in the
 * document's order.
 */
export function headerControls() {
  const focusable =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(el).visibility !== 'hidden' &&
      !el.closest('[inert], [hidden]')
    );
  };
  const skip = [...document.querySelectorAll('.skip-link')];
  const header = [...document.querySelectorAll(`body > header :is(${focusable})`)];
  return [...skip, ...header.filter(shown)].map((el) =>
    (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
  );
}

/** The document's width against the window's (its scrollbar left out). */
export function widths() {
  const root = document.documentElement;
  return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, innerWidth };
}

/** Whether the element is rendered and not hidden (the same idea as Playwright's visible). */
export function isVisible(selector) {
  const el = document.querySelector(selector);
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

export const ERRORS_KEY = 'engines-test:errors';

/**
 * Before any script of the page: notes uncaught errors, unhandled rejections, console.error and
 * elements whose resource failed to load, in sessionStorage (it outlives the document, so a
 * navigation loses nothing), each with the path it happened at.
 */
export const COLLECTOR = `<script>(() => {
  const key = ${JSON.stringify(ERRORS_KEY)};
  const page = Math.random().toString(36).slice(2);
  const read = () => JSON.parse(sessionStorage.getItem(key) || '[]');
  const write = (list) => sessionStorage.setItem(key, JSON.stringify(list));
  const note = (text, element = false) => {
    try {
      const at = ' (at ' + location.pathname + location.search + ')';
      write([...read(), { text: text + at, page, element, time: Date.now() }]);
    } catch {}
  };
  // A load the browser stops because the page is being left is no failure. WebKit fires the
  // element's error for it just before pagehide: what failed in the last 2 s goes then.
  addEventListener('pagehide', () => {
    try {
      const since = Date.now() - 2000;
      write(read().filter((e) => !(e.page === page && e.element && e.time >= since)));
    } catch {}
  });
  // WebKit's stack leaves the message out.
  const show = (value) => {
    const text = String(value);
    const stack = (value && value.stack) || '';
    return stack.includes(text) ? stack : stack ? text + ' ' + stack : text;
  };
  addEventListener('error', (event) => {
    const el = event.target;
    if (el && el !== window && el.tagName) {
      note('failed to load <' + el.tagName.toLowerCase() + '> ' + (el.currentSrc || el.src || el.href || ''), true);
    } else {
      note('uncaught ' + (event.error ? show(event.error) : event.message) + ' ' + event.filename + ':' + event.lineno);
    }
  }, true);
  addEventListener('unhandledrejection', (event) => note('unhandled rejection: ' + show(event.reason)));
  const error = console.error;
  console.error = function (...args) {
    note('console.error: ' + args.map(show).join(' '));
    return error.apply(this, args);
  };
})();</script>`;

/** What the collector noted since the last call, a line each, and forgets it. */
export function takeNotedErrors(key) {
  try {
    const list = JSON.parse(sessionStorage.getItem(key) || '[]');
    sessionStorage.removeItem(key);
    return list.map((e) => e.text);
  } catch {
    return [];
  }
}
