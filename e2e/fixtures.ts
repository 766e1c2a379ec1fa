import { test as base, expect } from '@playwright/test';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export const MAP_EMBED = 'https://www.google.com/maps/embed**';
/** What the embed hosts answer here: a page with a control, as theirs have (focus goes into it). */
export const EMBED_PAGE = {
  contentType: 'text/html',
  body: '<!doctype html><title>embed</title><button>embed</button>',
};

type Fixtures = {
  blockedRequests: string[];
  consoleErrors: string[];
  /** Set with test.use() in a test that provokes an error on purpose. */
  allowConsoleErrors: boolean;
};

/**
 * Every browser test runs with requests outside loopback blocked, and fails if one was tried
 * or if the page logged an error to the console.
 */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  blockedRequests: async ({ context }, provide) => {
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || url.protocol === 'blob:' || LOOPBACK.has(url.hostname)) {
        return route.continue();
      }
      blocked.push(url.href);
      return route.abort('blockedbyclient');
    });
    await provide(blocked);
  },
  consoleErrors: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ page, blockedRequests, consoleErrors, allowConsoleErrors }, provide) => {
    // The two embed hosts the site allows (maps, videos) answer a stub page here, so a page
    // with an embed renders without the request leaving the machine.
    for (const embed of [MAP_EMBED, 'https://www.youtube-nocookie.com/embed/**']) {
      await page.route(embed, (route) => route.fulfill(EMBED_PAGE));
    }
    // A page that answers 404 on purpose (/404, a gated record) is logged by Chromium as a
    // failed load; that is the status under test, not an error of the page. So is the router's
    // fetch of the 404 page itself (a prefetched link that redirects to /404).
    const notFoundDocuments = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const isNotFoundPage = /^\/(?:(?:en|ru)\/)?404$/.test(new URL(response.url()).pathname);
      if (response.status() === 404 && (type === 'document' || isNotFoundPage)) {
        notFoundDocuments.add(response.url());
      }
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = message.location().url;
      if (message.text().startsWith('Failed to load resource') && notFoundDocuments.has(url))
        return;
      consoleErrors.push(`${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await provide(page);
    expect(blockedRequests, 'requests that tried to leave loopback').toEqual([]);
    if (!allowConsoleErrors) expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export { expect };
