import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/lib/test-browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// next start binds to localhost: a literal loopback IP makes next-intl's az rewrites loop (vercel/next.js#94745).
const BASE_URL = `http://localhost:${PORT}`;

export const webServer = {
  command: `node scripts/test/e2e-server.mjs ${PORT}`,
  url: `${BASE_URL}/api/v1/homepage`,
  // Never whatever else answers on the port, unless asked (a server left running while editing).
  reuseExistingServer: process.env.E2E_REUSE === '1',
  timeout: 120_000,
  stdout: 'pipe' as const,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    // Recording a trace doubled the page faults of every test and cost a quarter of the suite's
    // time (docs/development.md): CI's retry records one; locally, `--trace on`.
    trace: 'on-first-retry',
    // An Azerbaijani visitor: the browser language decides unprefixed paths (next-intl detection).
    locale: 'az-AZ',
    // The offline worker would answer a test's second page (page.route and response bodies miss
    // what it serves): on only where it is the subject (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: testChromium,
  },
  projects: [
    // @mobile: on both; @phone: on the phone alone (a 375 px describe of its own, run once).
    { name: 'desktop', use: { ...devices['Desktop Chrome'], locale: 'az-AZ', viewport: { width: 1280, height: 900 } }, grepInvert: /@phone/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], locale: 'az-AZ', viewport: { width: 375, height: 800 } }, grep: /@mobile|@phone/ },
  ],
  webServer,
});
