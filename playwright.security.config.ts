import { defineConfig, devices } from '@playwright/test';
import base, { webServer } from './playwright.config';

// `npm run test:security`: hostile input against the production build, kept out of test:e2e.
export default defineConfig({
  ...base,
  testDir: './e2e-security',
  // Its own output folder: the e2e run's traces stay, and the server's store path beside them.
  outputDir: 'test-results/security',
  reporter: [['list']],
  // Short checks without timing assertions: more of them in flight keeps the server busy.
  workers: 4,
  // Through the shipped front, which owns the edge: methods, slow clients, internal headers.
  webServer: {
    ...webServer,
    env: { E2E_FRONT: '1' },
    // The front and the site run in process groups of their own: a kill would leave them running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
  projects: [
    {
      name: 'security',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'az-AZ',
        viewport: { width: 1280, height: 900 },
      },
    },
  ],
});
