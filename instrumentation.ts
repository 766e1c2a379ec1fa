export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startContactOutbox }, { startOperatorIndex }] = await Promise.all([
    import('@/lib/api/contact'),
    import('@/lib/api/mode'),
  ]);
  startContactOutbox();
  startOperatorIndex();
}
