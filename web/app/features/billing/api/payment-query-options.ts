import { queryOptions } from '@tanstack/react-query';

/**
 * The query behind one payment's page (a sandbox checkout, a sandbox wallet order, a payment
 * record): one cache entry per id under the user's billing, stale at once, since it changes while
 * the customer pays.
 */
export function paymentQueryOptions<TData>(kind: string, id: string, queryFn: () => Promise<TData>) {
  return queryOptions({ queryKey: ['user', 'billing', kind, id] as const, queryFn, staleTime: 0 });
}
