import { test as base, expect } from '@playwright/test';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Every browser test runs with requests outside loopback blocked, and fails if one was tried. */
export const test = base.extend<{ blockedRequests: string[] }>({
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
  page: async ({ page, blockedRequests }, provide) => {
    await provide(page);
    expect(blockedRequests, 'requests that tried to leave loopback').toEqual([]);
  },
});

export { expect };
