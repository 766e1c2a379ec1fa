// `node scripts/test/together.mjs a b ...`: runs the npm scripts a, b, ... at once, prints each
// one's output whole when it ends, and fails if any failed. For a suite that mostly waits beside
// one that mostly computes, so that `npm test` stays within its 20 minutes (docs/development.md).
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const started = Date.now();
const children = [];
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        process.stdout.write(Buffer.concat(output));
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`together: ${name} ${code === 0 ? 'passed' : `failed (${code ?? signal})`} after ${seconds} s\n`);
        resolve(code === 0);
      });
    }),
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
process.exitCode = (await Promise.all(runs)).every(Boolean) ? 0 : 1;
