import { startContactOutbox } from '@/lib/api/contact';
import { startOperatorIndex } from '@/lib/api/mode';
import { getDb, storeSettingProblem, storeTarget } from '@/lib/content/db';
import { env } from '@/lib/env';
import { metricsPortProblem, startMetrics } from '@/lib/runtime/metrics.mjs';
import { scheduleMidnightRenewal } from '@/lib/runtime/midnight.mjs';
import { sharedRedis } from '@/lib/runtime/redis.mjs';
import { within } from '@/lib/runtime/within';

const STORE_OPENING_WAIT_MS = 15_000; // past it (another instance migrating), pages 503 meanwhile

export async function start() {
  // Connected here, outside any request: its errors are never logged under a request's id.
  sharedRedis();
  const host = process.env.HOSTNAME || undefined;
  const port = Number(process.env.PORT ?? env.PORT);
  // A bad setting stops the server at start: Next would log a failed hook and serve on.
  const refuse = (problem: string) => {
    console.error(`Invalid settings, the server cannot start:\n  ${problem}`);
    process.exit(1);
  };
  if (!process.env.SITE_URL?.trim()) {
    console.warn(
      `[settings] SITE_URL is not set: canonical links and the sitemap name ${env.SITE_URL}`,
    );
  }
  const problem = metricsPortProblem(env.METRICS_PORT, port);
  if (problem) refuse(problem);
  if (env.METRICS_PORT !== undefined) {
    await startMetrics(env.METRICS_PORT, host).catch((error: Error) =>
      refuse(`METRICS_PORT ${env.METRICS_PORT}: ${error.message}`),
    );
  }
  scheduleMidnightRenewal(`http://${host ?? 'localhost'}:${port}`);
  await within(STORE_OPENING_WAIT_MS, getDb()).catch(async (error: Error) => {
    const misnamed = storeSettingProblem(error, await storeTarget());
    if (misnamed) refuse(misnamed);
    console.error(`[store] not open at start (pages 503 until it is): ${error.message}`);
  });
  startContactOutbox();
  startOperatorIndex();
}
