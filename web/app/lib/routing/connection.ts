import { useEffect, useState } from 'react';

type TNetworkInformation = { saveData?: boolean; effectiveType?: string };

/** SPEC 4: no prefetching on 2g (or slower) connections or when the visitor asked to save data. */
export function isSlowOrSavingConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: TNetworkInformation }).connection;
  if (!connection) return false;
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * The `prefetch` mode of a link: on hover/focus ("intent") unless the connection is slow or saving
 * data. The server and the first browser render say "none", so hydration matches.
 */
export function usePrefetchMode(): 'intent' | 'none' {
  const [mode, setMode] = useState<'intent' | 'none'>('none');
  useEffect(() => {
    if (!isSlowOrSavingConnection()) setMode('intent');
  }, []);
  return mode;
}
