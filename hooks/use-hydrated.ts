'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true after: what only the browser can draw waits for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
