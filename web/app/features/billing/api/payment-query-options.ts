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

/**
 * How a sandbox page finds the payment its address names: the search parameter that carries the id
 * (`param`), what an id looks like (`isId`; anything else is not asked for), and the payment's
 * query, asked with `inputOf(id)` by the loader and the page alike.
 */
export type TSandboxLookup<R extends TRoute> = {
  param: string;
  isId: (value: string | null) => value is string;
  query: ReturnType<typeof paymentQuery<R>>;
  inputOf: (id: string) => TRouteInput<R>;
};
