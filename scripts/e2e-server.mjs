// Serves the production build for the browser tests on a fresh, temporary content store.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xatire-e2e-'));
const env = {
  ...process.env,
  DATABASE_PATH: path.join(dir, 'content.sqlite'),
  SITE_URL: `http://localhost:${port}`,
};
delete env.API_URL;
delete env.MEDIA_URL;

const bin = path.join('node_modules', '.bin', 'next');
const child = spawn(bin, ['start', '-p', port, '-H', 'localhost'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
