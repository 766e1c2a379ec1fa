import net from 'node:net';

const given = new Set();

/**
 * A free TCP port on a loopback host (the kernel's pick for port 0): 127.0.0.1 unless named. Never
 * one this process was given before: the kernel may hand a port it just freed out again, and a
 * test's two servers then asked for the same one (test:faults, 2026-11-30).
 */
export async function freePort(host = '127.0.0.1') {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, host, () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
    if (!given.has(port)) {
      given.add(port);
      return port;
    }
  }
}
