import { test as base, expect } from '@playwright/test';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

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
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The /404 document itself answers 404 on purpose; Chromium logs that as a failed load.
      const url = message.location().url;
      if (message.text().startsWith('Failed to load resource') && /\/404$/.test(url)) return;
      consoleErrors.push(`${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await provide(page);
    expect(blockedRequests, 'requests that tried to leave loopback').toEqual([]);
    if (!allowConsoleErrors) expect(consoleErrors, 'console errors').toEqual([]);
  },
});

export { expect };
