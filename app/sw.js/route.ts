import fs from 'node:fs';
import path from 'node:path';
import { env, MEDIA_BASE } from '@/lib/env';
import { LANGUAGE_NAMES, LOCALES } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { pageStateMarker } from '@/lib/runtime/page-state.mjs';
import { buildDir, mediaOrigin } from '@/lib/runtime/settings.mjs';

// Per request (a few kB): the setting is read at start, never frozen into the build.
export const dynamic = 'force-dynamic';

const read = (...parts: string[]) =>
  fs.readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), ...parts), 'utf8');
// On the first request: the build writes BUILD_ID after it has loaded this module.
let worker: { text: string; version: string } | undefined;

const OFFLINE_LIMITS = { maxPages: 40, maxMediaBytes: 100 * 1024 * 1024, timeoutMs: 3000 };

export async function GET() {
  const texts = Object.fromEntries(
    await Promise.all(LOCALES.map(async (l) => [l, (await loadMessages(l)).Offline] as const)),
  );
  worker ??= {
    text: read('lib', 'offline', 'service-worker.js'),
    version: read(buildDir(), 'BUILD_ID').trim(),
  };
  const config = {
    enabled: env.SERVICE_WORKER === 'on',
    version: worker.version,
    mediaOrigin: mediaOrigin({ MEDIA_BASE }) || null,
    texts,
    languageNames: LANGUAGE_NAMES,
    incompleteMarker: pageStateMarker('incomplete'),
    ...OFFLINE_LIMITS,
  };
  return new Response(`const CONFIG = ${JSON.stringify(config)};\n${worker.text}`, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // Checked on every visit, so a new build or the setting turned off reaches each device.
      'cache-control': 'no-cache, max-age=0',
    },
  });
}
