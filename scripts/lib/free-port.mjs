import net from 'node:net';

/** A free TCP port on a loopback host (the kernel's pick for port 0): 127.0.0.1 unless named. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
