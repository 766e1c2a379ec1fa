// A store still opening past this (another instance migrating): served anyway, pages 503 meanwhile.
const STORE_OPENING_WAIT_MS = 15_000;

export async function start() {
  const [{ env }, { metricsPortProblem, startMetrics }, { scheduleMidnightRenewal }, redis] =
    await Promise.all([
      import('@/lib/env'),
      import('@/lib/runtime/metrics.mjs'),
      import('@/lib/runtime/midnight.mjs'),
      import('@/lib/runtime/redis.mjs'),
    ]);
  // Connected here, outside any request: its errors are never logged under a request's id.
  redis.sharedRedis();
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
  const [{ startContactOutbox }, { startOperatorIndex }, store, { within }] = await Promise.all([
    import('@/lib/api/contact'),
    import('@/lib/api/mode'),
    import('@/lib/content/db'),
    import('@/lib/runtime/within'),
  ]);
  await within(STORE_OPENING_WAIT_MS, store.getDb()).catch(async (error: Error) => {
    const misnamed = store.storeSettingProblem(error, await store.storeTarget());
    if (misnamed) refuse(misnamed);
    console.error(`[store] not open at start (pages 503 until it is): ${error.message}`);
  });
  startContactOutbox();
  startOperatorIndex();
}
