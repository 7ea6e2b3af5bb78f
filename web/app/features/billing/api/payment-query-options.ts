import type { TRoute, TRouteInput } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

/**
 * The query behind one payment's page (a sandbox checkout, a sandbox wallet order, a payment
 * record): one cache entry per id under the user's billing, stale at once, since it changes while
 * the customer pays. Quiet: the page shows a failed lookup itself.
 */
export function paymentQuery<R extends TRoute>(route: R, kind: string, idOf: (input: TRouteInput<R>) => string) {
  return routeInputQuery(route, (input) => ['user', 'billing', kind, idOf(input)] as const, {
    isQuiet: true,
    staleTime: 0,
  });
}
