// WebKit for `npm run test:engines`: Debian's WebKitGTK MiniBrowser under its own Xvfb, driven by
// WebKitWebDriver over classic WebDriver (HTTP + JSON) with the small client below: the handful
// of commands the checks use did not call for a dependency.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../lib/free-port.mjs';
import { descendants } from '../../lib/proc.mjs';
import { COLLECTOR, ERRORS_KEY, takeNotedErrors } from './in-page.mjs';
import { startProxy } from './proxy.mjs';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';

/** MiniBrowser of the installed WebKitGTK (webkit2gtk-4.1 on Debian 12, 4.0 before it). */
export function miniBrowser() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const libs = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib'];
  for (const lib of libs) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const file = path.join(lib, api, 'MiniBrowser');
      if (fs.existsSync(file)) return file;
    }
  }
  return null;
}

const SCREEN = { width: 1600, height: 1200 };
const KEYS = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Shift: '\uE008' };

// MiniBrowser's window keeps its toolbar (back, forward, the address field) at least 447 px
// wide: this style shrinks it to nothing, so the window, and the page, can be 375 px wide.
const GTK_CSS = `toolbar, toolbar *, headerbar, headerbar *, entry, button, box {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px;
  -gtk-icon-transform: scale(0.1);
}
`;

/** Xvfb on a display it picks itself (-displayfd): resolves with `{ display, stop }`. */
async function startXvfb() {
  const child = spawn(
    XVFB,
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const display = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display:\n${stderr}`)), 15_000);
    child.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${out.trim()}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}):\n${stderr}`));
    });
  });
  return { display, stop: () => stopChild(child) };
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    child.kill('SIGTERM');
  });
}

/** A classic WebDriver session: `call(method, path, body)` for `/session/{id}${path}`. */
function client(base) {
  async function request(method, url, body, timeoutMs = 60_000) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) {
      const { error, message } = json.value ?? {};
      throw new Error(`WebDriver ${method} ${url}: ${res.status} ${error ?? ''} ${message ?? ''}`);
    }
    return json.value;
  }
  return { request };
}

/**
 * MiniBrowser ready for the checks, through a proxy that records every response and puts the
 * error collector into each document. The same methods as firefox.mjs's.
 */
export async function launchWebKit() {
  const binary = miniBrowser();
  if (!binary) throw new Error('No MiniBrowser: sh scripts/setup.sh --browser installs it');
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-webkit-'));
    stops.push(async () => fs.rmSync(home, { recursive: true, force: true }));
    fs.mkdirSync(path.join(home, 'config', 'gtk-3.0'), { recursive: true });
    fs.writeFileSync(path.join(home, 'config', 'gtk-3.0', 'gtk.css'), GTK_CSS);

    const xvfb = await startXvfb();
    stops.push(xvfb.stop);
    // An Azerbaijani visitor, as in playwright.config.ts (az-AZ). WebKitGTK takes its languages
    // from the C library's locale, which has no az_AZ here: the proxy says it for the browser.
    const proxy = await startProxy({ inject: COLLECTOR, acceptLanguage: 'az-AZ,az;q=0.9' });
    stops.push(proxy.stop);

    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
      env: {
        ...process.env,
        DISPLAY: xvfb.display,
        GDK_BACKEND: 'x11',
        XDG_CONFIG_HOME: path.join(home, 'config'),
        XDG_CACHE_HOME: path.join(home, 'cache'),
        XDG_DATA_HOME: path.join(home, 'data'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let driverLog = '';
    driver.stderr.on('data', (chunk) => (driverLog = `${driverLog}${chunk}`.slice(-4000)));
    stops.push(() => stopChild(driver));

    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        const res = await fetch(`${base}/status`);
        if (res.ok && (await res.json()).value?.ready) break;
      } catch {
        // not listening yet
      }
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited:\n${driverLog}`);
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start:\n${driverLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const { request } = client(base);
    const openSession = () =>
      request('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            pageLoadStrategy: 'normal',
            timeouts: { pageLoad: 30_000, script: 30_000, implicit: 0 },
            'webkitgtk:browserOptions': {
              binary,
              args: ['--automation', `--proxy=http://127.0.0.1:${proxy.port}`],
            },
          },
        },
      });
    let session = await openSession();
    let s = `/session/${session.sessionId}`;
    stops.push(() => request('DELETE', s, undefined, 10_000));
    const call = (method, url, body) => request(method, `${s}${url}`, body);
    const version = `MiniBrowser (WebKitGTK ${session.capabilities.browserVersion})`;
    let size;

    const element = async (selector) =>
      (await call('POST', '/element', { using: 'css selector', value: selector }))[
        'element-6066-11e4-a52e-4f735466cecf'
      ];
    const keys = (values, pause = 0) =>
      call('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: values.flatMap((v) => [
              { type: 'keyDown', value: v },
              { type: 'keyUp', value: v },
              ...(pause ? [{ type: 'pause', duration: pause }] : []),
            ]),
          },
        ],
      });

    return {
      engine: 'webkit',
      version,
      proxy,
      /**
       * The window sized so the page gets `width` x `height` CSS px (the toolbar's height added),
       * and centred on the screen: with no window manager, X gives the keyboard focus to the
       * window under the pointer, which Xvfb leaves at the screen's centre. Without the focus,
       * :focus never matches and the focused skip link stays off screen.
       */
      async setSize(width, height) {
        size = [width, height];
        let rect = { width, height };
        let seen;
        // A slow machine maps the first window late: up to about 5 s is waited for.
        for (let i = 0; i < 20; i++) {
          const x = Math.max(0, Math.round((SCREEN.width - rect.width) / 2));
          const y = Math.max(0, Math.round((SCREEN.height - rect.height) / 2));
          await call('POST', '/window/rect', { ...rect, x, y });
          const [w, h, focus] = await call('POST', '/execute/sync', {
            script: 'return [innerWidth, innerHeight, document.hasFocus()]',
            args: [],
          });
          if (w === width && h === height && focus) return;
          seen = `${w} x ${h} px, ${focus ? 'focused' : 'not focused'}`;
          // A window never smaller than its page: a resize not yet applied (the old page's size
          // read back) must not make the next request negative.
          if (w > 0 && h > 0) {
            rect = {
              width: Math.max(width, Math.min(SCREEN.width, rect.width + width - w)),
              height: Math.max(height, Math.min(SCREEN.height, rect.height + height - h)),
            };
          }
          await new Promise((r) => setTimeout(r, 250));
        }
        throw new Error(
          `MiniBrowser's page could not be made ${width} x ${height} px, focused (${seen})`,
        );
      },
      goto: (url) => call('POST', '/url', { url }),
      /** The window's page as a PNG (a look at it by hand: scripts/measure/). */
      screenshot: async (file) =>
        fs.writeFileSync(file, Buffer.from(await call('GET', '/screenshot'), 'base64')),
      evaluate: (fn, ...args) =>
        call('POST', '/execute/sync', {
          script: `return (${fn}).apply(null, arguments)`,
          args,
        }),
      async click(selector) {
        const id = await element(selector);
        // The site scrolls smoothly (scroll-behavior on <html>), and WebKitWebDriver checks right
        // after its own scroll: the element is put in view at once first (as Playwright does).
        await call('POST', '/execute/sync', {
          script: "arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })",
          args: [{ 'element-6066-11e4-a52e-4f735466cecf': id }],
        });
        await call('POST', `/element/${id}/click`, {});
      },
      async fill(selector, text) {
        await call('POST', `/element/${await element(selector)}/value`, { text });
      },
      type: (text, delay) => keys([...text], delay),
      press: (key) =>
        key.startsWith('Shift+')
          ? call('POST', '/actions', {
              actions: [
                {
                  type: 'key',
                  id: 'keyboard',
                  actions: [
                    { type: 'keyDown', value: KEYS.Shift },
                    { type: 'keyDown', value: KEYS[key.slice(6)] },
                    { type: 'keyUp', value: KEYS[key.slice(6)] },
                    { type: 'keyUp', value: KEYS.Shift },
                  ],
                },
              ],
            })
          : keys([KEYS[key] ?? key]),
      /** What the collector noted in the page (and the proxy saw fail) since the last call. */
      async takeErrors() {
        const noted = await call('POST', '/execute/sync', {
          script: `return (${takeNotedErrors}).apply(null, arguments)`,
          args: [ERRORS_KEY],
        }).catch(() => []);
        return [...noted, ...proxy.takeFailures()];
      },
      /**
       * WebKitGTK's web process can deadlock in its GStreamer media pipeline (seen once in a fresh
       * clone: the main thread and a video queue's thread each waiting on the other; every
       * command then timed out). When the page no longer answers, the browser is replaced by a
       * new session at the same size: true; false when it answers.
       */
      async restartIfHung() {
        const answers = await request(
          'POST',
          `${s}/execute/sync`,
          { script: 'return 1', args: [] },
          10_000,
        ).then(
          () => true,
          () => false,
        );
        if (answers) return false;
        // Killed before the session is deleted: once the browser is gone, its helpers are no
        // longer below the driver.
        for (const pid of descendants(driver.pid)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // gone already
          }
        }
        await request('DELETE', s, undefined, 10_000).catch(() => {});
        session = await openSession();
        s = `/session/${session.sessionId}`;
        if (size) await this.setSize(...size);
        return true;
      },
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
