// Started once per server process, before it takes a request (Next's own hook). The start is a
// module of its own so that the Edge compile of this file never sees Node's APIs.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build')
    await (await import('@/lib/runtime/start')).start();
}
