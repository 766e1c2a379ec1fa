// Next's start hook; the work is a module of its own, which the Edge compile never meets.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build')
    await (await import('@/lib/runtime/start')).start();
}
