import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * The reader's time zone for a page's times. The server renders UTC (it cannot know the reader's),
 * hydration keeps it, and the browser then shows local times: no mismatch on hydration.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(
    subscribe,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    () => 'UTC',
  );
}
