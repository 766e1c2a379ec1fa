/** @jest-environment jsdom */
import { FONTS_AFTER_FIRST_PAINT, FONTS_SEEN_KEY } from './web-fonts';

const html = document.documentElement;
const run = () => new Function(FONTS_AFTER_FIRST_PAINT)();

describe('web fonts after the first paint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    html.removeAttribute('data-fonts');
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { ready: Promise.resolve() },
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as Partial<typeof window>).PerformanceObserver;
  });

  it('holds the web fonts back on a first visit until the paint is reported, then remembers them', async () => {
    let reportPaint = () => {};
    window.PerformanceObserver = class {
      constructor(callback: () => void) {
        reportPaint = callback;
      }
      observe() {}
    } as unknown as typeof PerformanceObserver;
    run();
    expect(html.getAttribute('data-fonts')).toBe('later');
    reportPaint();
    expect(html.hasAttribute('data-fonts')).toBe(false);
    await Promise.resolve();
    expect(localStorage.getItem(FONTS_SEEN_KEY)).toBe('1');
  });

  it('lets them in half a second after the first frame when no paint is ever reported', () => {
    run();
    expect(html.getAttribute('data-fonts')).toBe('later');
    jest.advanceTimersByTime(16);
    expect(html.getAttribute('data-fonts')).toBe('later');
    jest.advanceTimersByTime(600);
    expect(html.hasAttribute('data-fonts')).toBe(false);
  });

  it('uses them from the first frame on a later visit', () => {
    localStorage.setItem(FONTS_SEEN_KEY, '1');
    run();
    expect(html.hasAttribute('data-fonts')).toBe(false);
  });

  it('still lets them in when the paint observer, the font API or saving the mark fails', async () => {
    window.PerformanceObserver = class {
      observe() {
        throw new TypeError('paint is not a supported entry type');
      }
    } as unknown as typeof PerformanceObserver;
    Object.defineProperty(document, 'fonts', { configurable: true, value: undefined });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    run();
    expect(html.getAttribute('data-fonts')).toBe('later');
    jest.advanceTimersByTime(600);
    expect(html.hasAttribute('data-fonts')).toBe(false);
  });

  it('uses them from the first frame when storage is refused', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    run();
    expect(html.hasAttribute('data-fonts')).toBe(false);
  });
});
