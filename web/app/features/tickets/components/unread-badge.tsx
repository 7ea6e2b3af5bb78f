import { lazy, Suspense, useEffect, useState } from 'react';
import { useRootData } from '~/root-data';

const LiveUnreadBadge = lazy(() => import('./unread-badge-live'));

export type TUnreadBadgeVariant = 'count' | 'dot';

/**
 * The signed-in customer's unread ticket replies next to 'Support Tickets' (SPEC 2). Visitors get
 * nothing; for customers the badge and its polling load after hydration, in their own chunk.
 */
export function UnreadBadge({ variant = 'count' }: { variant?: TUnreadBadgeVariant }) {
  const isSignedIn = Boolean(useRootData()?.user);
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!isSignedIn || !isMounted) return null;
  return (
    <Suspense fallback={null}>
      <LiveUnreadBadge variant={variant} />
    </Suspense>
  );
}
