// Runs once when a server starts (not at build): in remote mode, the contact outbox begins
// forwarding what an earlier run stored and could not deliver, and the site's own index walks the
// operator's lists.
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
