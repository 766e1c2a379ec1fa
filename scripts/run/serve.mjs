// `npm run serve`: the built site on PORT behind nginx (front/nginx.conf) on FRONT_PORT and, with
// FRONT_TLS_PORT, HTTPS. Settings and behaviour: docs/deployment.md, "The front".
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDir } from '../../lib/runtime/settings.mjs';
import { frontProblems, frontSettings, root, startFront, temporaryRunDir } from '../lib/front.mjs';

/** @param {{ env?: Record<string, string | undefined>, directives?: Record<string, string> }} [options] */
export async function main({ env = process.env, directives } = {}) {
  let settings;
  try {
    settings = frontSettings(env);
  } catch (error) {
    return fail(error.message);
  }
  const problems = frontProblems({ selfSigned: settings.tlsPort !== undefined && !settings.cert });
  if (problems.length > 0) {
    return fail(`The front cannot start:\n  ${problems.join('\n  ')}`);
  }
  const distDir = path.join(root, buildDir(env));
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    return fail(`No production build in ${distDir}: run \`npm run build\` first.`);
  }

  const runDir = settings.runDir ?? temporaryRunDir();
  const origin = settings.tlsPort
    ? `https://localhost:${settings.tlsPort}`
    : `http://localhost:${settings.frontPort}`;
  const siteEnv = {
    // The front appends the client to X-Forwarded-For: the site reads it one place from the right.
    TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS || '1',
    SITE_URL: env.SITE_URL || origin,
  };
  if (!env.SITE_URL) console.log(`serve: SITE_URL is unset: the site's links name ${origin}`);

  let front;
  const starting = new AbortController();
  const onSignal = (sig) => {
    if (starting.signal.aborted) return;
    starting.abort();
    console.log(`serve: ${sig}: stopping nginx, then the site`);
    void front?.stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    front = await startFront({
      ...settings,
      runDir,
      distDir,
      siteEnv,
      directives,
      signal: starting.signal,
    });
  } catch (error) {
    if (!settings.runDir) fs.rmSync(runDir, { recursive: true, force: true });
    return fail(`serve: ${error.message}`);
  }
  if (starting.signal.aborted) void front.stop();
  // Should this process die of an error, nothing it started outlives it.
  process.on('exit', () => front.kill());

  const first = await front.exited;
  const planned = front.stopping();
  if (!planned) {
    console.error(
      `serve: ${first.who} exited (${first.code ?? first.signal}) on its own: stopping the other`,
    );
  }
  await front.stop();
  if (!settings.runDir) fs.rmSync(runDir, { recursive: true, force: true });
  process.exitCode = planned ? 0 : 1;
}

function fail(message) {
  console.error(message);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // The site reads Next's .env files (server/main.mjs): the front, and the SITE_URL it hands on, too.
  (await import('@next/env')).default.loadEnvConfig(root);
  await main();
}
