// `node scripts/test/together.mjs 'a -- args' b ...`: runs the npm scripts a, b, ... at once, each
// line of theirs as it comes, named by its script, and fails if any failed. For a suite that mostly
// waits beside one that mostly computes, so that `npm test` keeps within 20 minutes
// (docs/development.md).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const started = Date.now();
const children = [];
const runs = process.argv.slice(2).map((command) => {
  const [name, ...args] = command.split(' ');
  const child = spawn('npm', ['run', name, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  for (const stream of [child.stdout, child.stderr])
    readline
      .createInterface({ input: stream })
      .on('line', (line) => console.log(`[${name}] ${line}`));
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      let told = false;
      const tell = () => {
        if (told) return;
        told = true;
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const outcome = code === 0 ? 'passed' : `failed (${code ?? signal})`;
        console.log(`together: ${command} ${outcome} after ${seconds} s`);
        resolve(code === 0);
      };
      // Its last lines, unless a server it left behind holds the pipes open.
      const late = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        tell();
      }, 2000);
      child.on('close', () => {
        clearTimeout(late);
        tell();
      });
    }),
  );
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
process.exitCode = (await Promise.all(runs)).every(Boolean) ? 0 : 1;
