// The forward proxy both browsers of `npm run test:engines` go through (Firefox by its prefs,
// MiniBrowser by --proxy): it records the status of every response, so a failed resource counts as
// an error in either engine (Chromium logs those to its console; Firefox and WebKit do not), tells
// a navigation's final status, refuses every request that would leave loopback (as the Playwright
// fixture does), and can put a collector of page errors at the top of each HTML document (for
// WebKit, whose classic WebDriver has no log to read).
import http from 'node:http';

export const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** The two embed hosts the site allows (maps, videos): refused here too, but not reported. */
export const EMBED_HOSTS = new Set(['www.google.com', 'www.youtube-nocookie.com']);
/** The 404 page, which the router fetches when a link leads to a page that does not exist. */
const NOT_FOUND_PAGE = /^\/(?:(?:en|ru)\/)?404$/;

/**
 * What a response is, as the Playwright fixture (e2e/fixtures.ts) judges it: null when fine, else
 * a line for the error list. A 404 document (or the 404 page itself) is the status under test.
 */
export function failureOf({ method, url, status, dest }) {
  if (status < 400) return null;
  if (status === 404 && (dest === 'document' || NOT_FOUND_PAGE.test(new URL(url).pathname))) {
    return null;
  }
  return `${method} ${url} answered ${status}`;
}

/**
 * Starts the proxy on a free loopback port. `inject`: HTML to put right after each document's
 * `<head>` (null: documents pass untouched). `reportOutside`: whether a request that would leave
 * loopback is an error (Firefox's own, to its services, go through here too: its driver tells
 * the page's apart). `acceptLanguage`: the Accept-Language to send on (null: the browser's).
 * @param {{ inject?: string | null, reportOutside?: boolean, acceptLanguage?: string | null }} [options]
 */
export async function startProxy({
  inject = null,
  reportOutside = true,
  acceptLanguage = null,
} = {}) {
  /** @type {{ method: string, url: string, status: number, dest: string }[]} */
  const responses = [];
  /** @type {string[]} */
  const blocked = [];
  const sockets = new Set();
  let offline = false;

  const server = http.createServer((req, res) => {
    // No signal: the connection drops with no answer, as a phone's does.
    if (offline) return void req.socket.destroy();
    let target;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const dest = String(req.headers['sec-fetch-dest'] ?? '');
    if (!LOOPBACK.has(target.hostname)) {
      if (reportOutside && !EMBED_HOSTS.has(target.hostname)) blocked.push(target.href);
      res.writeHead(403, { 'content-type': 'text/plain' }).end('outside loopback');
      return;
    }
    const isDocument = dest === 'document' || dest === 'iframe';
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    if (acceptLanguage) headers['accept-language'] = acceptLanguage;
    // A document comes uncompressed, so the collector can go in.
    if (inject && isDocument) delete headers['accept-encoding'];
    const upstream = http.request(
      {
        host: target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port || 80,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
      },
      (up) => {
        const status = up.statusCode ?? 0;
        responses.push({ method: req.method ?? 'GET', url: target.href, status, dest });
        const type = String(up.headers['content-type'] ?? '');
        if (!(inject && isDocument && type.startsWith('text/html'))) {
          res.writeHead(status, up.headers);
          up.pipe(res);
          return;
        }
        const outHeaders = { ...up.headers };
        delete outHeaders['content-length'];
        res.writeHead(status, outHeaders);
        // Streamed HTML: held only until its <head> has passed.
        let head = '';
        let done = false;
        up.setEncoding('utf8');
        up.on('data', (chunk) => {
          if (done) return void res.write(chunk);
          head += chunk;
          const open = /<head\b[^>]*>/i.exec(head);
          if (!open && head.length < 65_536) return;
          done = true;
          const at = open ? open.index + open[0].length : 0;
          res.write(`${head.slice(0, at)}${inject}${head.slice(at)}`);
        });
        up.on('end', () => res.end(done ? undefined : `${inject}${head}`));
      },
    );
    upstream.on('error', (error) => {
      responses.push({ method: req.method ?? 'GET', url: target.href, status: 502, dest });
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(upstream);
  });

  // HTTPS goes through CONNECT: nothing here is served over TLS, so every tunnel is refused.
  server.on('connect', (req, socket) => {
    if (offline) return void socket.destroy();
    const host = String(req.url ?? '').replace(/:\d+$/, '');
    if (reportOutside && !EMBED_HOSTS.has(host)) blocked.push(`https://${host}/`);
    socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
  });
  // The browsers keep their connections to a proxy open for long: none is closed under them.
  server.keepAliveTimeout = 120_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  let responsesTaken = 0;
  /** The last document response since `mark` (a navigation's final one), or undefined. */
  const lastDocument = (mark) => responses.slice(mark).findLast((r) => r.dest === 'document');
  let blockedTaken = 0;

  return {
    port: address.port,
    /** Every response so far, in order. */
    responses,
    /** Requests to hosts outside loopback (refused). */
    blocked,
    /** Index for `since`: where the log stands now. */
    mark: () => responses.length,
    lastDocument,
    /** The final status of the navigation that followed `mark`. */
    documentStatus: (mark) => lastDocument(mark)?.status ?? null,
    /** Failed responses and refused requests since the last call, a line each. */
    takeFailures() {
      const failed = responses
        .slice(responsesTaken)
        .map(failureOf)
        .filter((f) => f !== null);
      const outside = blocked.slice(blockedTaken).map((url) => `request outside loopback: ${url}`);
      responsesTaken = responses.length;
      blockedTaken = blocked.length;
      return [...failed, ...outside];
    },
    /** Cuts the network (every open connection too) or gives it back. */
    setOffline(on) {
      offline = on;
      if (on) for (const socket of sockets) socket.destroy();
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
