// Runs once when a server starts (not at build): in remote mode, the contact outbox begins
// forwarding what an earlier run stored and could not deliver.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startContactOutbox } = await import('@/lib/api/contract');
  startContactOutbox();
}
