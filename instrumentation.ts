// Started once per server process, before it takes a request (Next's own hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ env }, { startMetrics }, { scheduleMidnightRenewal }] = await Promise.all([
    import('@/lib/env'),
    import('@/lib/runtime/metrics.mjs'),
    import('@/lib/runtime/midnight.mjs'),
  ]);
  const host = process.env.HOSTNAME || undefined;
  if (env.METRICS_PORT !== undefined) {
    // A bad setting stops the server at start: Next would log a failed hook and serve on.
    await startMetrics(env.METRICS_PORT, host).catch((error: Error) => {
      console.error(
        `Invalid settings, the server cannot start:\n  METRICS_PORT ${env.METRICS_PORT}: ${error.message}`,
      );
      process.exit(1);
    });
  }
  scheduleMidnightRenewal(`http://${host ?? 'localhost'}:${process.env.PORT ?? env.PORT}`);
  const [{ startContactOutbox }, { startOperatorIndex }] = await Promise.all([
    import('@/lib/api/contact'),
    import('@/lib/api/mode'),
  ]);
  startContactOutbox();
  startOperatorIndex();
}
