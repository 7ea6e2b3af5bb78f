import { useSyncExternalStore } from 'react';
import { createChangeListeners } from './change-listeners';

/**
 * Work the progress bar should show besides navigations: the console's queries and mutations
 * report here (lib/query/query-provider.tsx), so the bar itself needs no query library.
 */
let busyCount = 0;
const busyChanges = createChangeListeners();

export function setBackgroundBusy(count: number): void {
  if (count === busyCount) return;
  busyCount = count;
  busyChanges.notify();
}

export function useBackgroundBusy(): boolean {
  return useSyncExternalStore(
    busyChanges.subscribe,
    () => busyCount > 0,
    () => false,
  );
}
