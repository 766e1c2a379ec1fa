// The Chromium the tests drive (playwright.config.ts, npm run test:faults): Debian's
// chromium-headless-shell, the headless build without the browser's own UI that Playwright runs
// when it brings its own. On the 2-core machine the browser suite took 21.3 min with the full
// browser and 13.7 min with this one and these switches (docs/development.md).
export const testChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--disable-features=Translate,MediaRouter,OptimizationHints',
    '--disable-dev-shm-usage',
    '--mute-audio',
  ],
};
