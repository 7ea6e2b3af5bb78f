import { useSyncExternalStore } from 'react';

/**
 * Work the progress bar should show besides navigations: the console's queries and mutations
 * report here (lib/query/query-provider.tsx), so the bar itself needs no query library.
 */
let busyCount = 0;
const listeners = new Set<() => void>();

export function setBackgroundBusy(count: number): void {
  if (count === busyCount) return;
  busyCount = count;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBackgroundBusy(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => busyCount > 0,
    () => false,
  );
}
