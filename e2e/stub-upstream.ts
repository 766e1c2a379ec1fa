import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub content API behaves: pass through, never answer, 500, or broken JSON. */
export type UpstreamMode = 'ok' | 'hang' | 'error' | 'malformed';

/**
 * A stand-in for the operator's content API: it forwards `/api/v1/...` to `target` (the main test
 * server, which serves the same contract from its own store) until told to misbehave.
 */
export async function startStubUpstream(target: string) {
  let mode: UpstreamMode = 'ok';
  let rewrite: (body: string) => string = (body) => body;
  const server = http.createServer(async (req, res) => {
    if (mode === 'hang') return; // the site's timeout gives up; close() drops the socket
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"success":false,"message":"upstream is broken"}');
      return;
    }
    if (mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":true,"data":{"tamAd":{"az":"Yar');
      return;
    }
    try {
      const answer = await fetch(`${target}${req.url}`, {
        headers: { accept: 'application/json' },
      });
      const body = rewrite(await answer.text());
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      res.end(body);
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    setMode(next: UpstreamMode) {
      mode = next;
    },
    /** Changes what the upstream says from now on (an edit made while the site was cut off). */
    setRewrite(next: (body: string) => string) {
      rewrite = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
