import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** The reader's time zone: UTC on the server and at hydration, then the browser's (no hydration mismatch). */
export function useTimeZone(): string {
  return useSyncExternalStore(
    subscribe,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    () => 'UTC',
  );
}
