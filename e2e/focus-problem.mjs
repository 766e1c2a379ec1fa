/**
 * Why the focused element (or a field's label above it) is not in view, or '' when it is: off
 * screen, or covered (the sticky header above all) at the middle of its top or bottom edge, its
 * centre or its sides. Below the fold is in view if a strip of it shows, as a browser scrolls a
 * tall field only to its caret.
 * Run in the page (its source is sent): e2e/keyboard-walk.spec.ts and npm run test:engines.
 */
export function focusProblem() {
  const el = /** @type {HTMLElement | null} */ (document.activeElement);
  if (!el || el === document.body) return '';
  const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  let box = el.getBoundingClientRect();
  const labels = /** @type {HTMLInputElement} */ (el).labels;
  if (box.width <= 1 && box.height <= 1 && labels?.[0]) box = labels[0].getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return `${name} has no box`;
  // The viewers have no header.
  const bar = document.querySelector('body > header')?.getBoundingClientRect() ?? new DOMRect();
  if (box.left < -1 || box.right > innerWidth + 1) return `${name} is off screen sideways`;
  if (box.top < -1) return `${name} is above the window (top ${Math.round(box.top)})`;
  // A tall text field is scrolled to its caret, not its box (below): its label may stay above.
  const tall = el.matches('textarea, input') && box.height > 100;
  const label = tall ? undefined : labels?.[0]?.getBoundingClientRect();
  if (label && label.width > 1 && label.bottom <= box.top + 1 && label.top < bar.bottom - 1)
    return `${name}'s label is under the sticky header (its top ${Math.round(label.top)})`;
  const bottom = Math.min(box.bottom, innerHeight);
  if (bottom - box.top < Math.min(box.height, 24) - 1)
    return `${name} is below the window (top ${Math.round(box.top)})`;
  /** @param {Element | null} hit */
  const own = (hit) =>
    !!hit && (el.contains(hit) || [...(labels ?? [])].some((l) => l.contains(hit)));
  const middle = box.left + box.width / 2;
  const centre = (box.top + bottom) / 2;
  // A text field is scrolled to its caret: its first line, inside its padding, is what shows.
  const style = getComputedStyle(el);
  const firstLine = tall ? parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth) : 2;
  for (const [x, y] of [
    [middle, box.top + firstLine],
    [middle, centre],
    [box.left + box.width * 0.2, centre],
    [box.left + box.width * 0.8, centre],
    [middle, bottom - 2],
  ]) {
    const hit = document.elementFromPoint(x, y);
    if (own(hit)) continue;
    if (hit?.closest('body > header'))
      return `${name} is under the sticky header (its top ${Math.round(box.top)}, the header's bottom ${Math.round(bar.bottom)})`;
    return `${name} is covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit?.tagName.toLowerCase()}.${hit?.className}`;
  }
  return '';
}

/**
 * True once the page has stopped scrolling (three still frames, at most 2 s): the site scrolls
 * smoothly. Run in the page, as focusProblem.
 */
export function scrollSettled() {
  return new Promise((resolve) => {
    let last = -1;
    let still = 0;
    const started = performance.now();
    const tick = () => {
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
      if (still >= 3 || performance.now() - started > 2000) resolve(true);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
