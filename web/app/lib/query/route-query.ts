import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TCallOptions, TRoute, TRouteData, TRouteInput } from '~/lib/api/api-request';

/** How a route's query differs from the client's defaults (lib/query/query-client.ts). */
type TQuerySettings = TCallOptions & {
  staleTime?: number;
  retry?: false;
  meta?: Record<string, unknown>;
};

/** A route's fixed input: optional when every part of it is. */
type TSettingsArgs<R extends TRoute> =
  Record<never, never> extends TRouteInput<R>
    ? [settings?: TQuerySettings & { input?: TRouteInput<R> }]
    : [settings: TQuerySettings & { input: TRouteInput<R> }];

/**
 * `api.call` for a route known only as a type parameter, whose input TypeScript cannot tell
 * optional or required; the definitions below type the input instead.
 */
function callRoute<R extends TRoute>(
  api: TApiClient,
  route: R,
  input: TRouteInput<R> | undefined,
  { isQuiet }: TCallOptions,
): Promise<TRouteData<R>> {
  const call = api.call as (route: R, input?: TRouteInput<R>, options?: TCallOptions) => Promise<TRouteData<R>>;
  return call(route, input, { isQuiet });
}

/**
 * A read endpoint that always asks the same thing, as one query: its key, the options a loader
 * prefetches with the visitor's client (`options(api)`) and the hook the components read it with,
 * both typed from the route's definition in packages/contracts.
 */
export function routeQuery<R extends TRoute, const TKey extends QueryKey>(
  route: R,
  queryKey: TKey,
  ...[settings = {}]: TSettingsArgs<R>
) {
  const { input, isQuiet, ...behaviour } = settings as TQuerySettings & { input?: TRouteInput<R> };
  const options = (api: TApiClient = apiClient) =>
    queryOptions({ queryKey, queryFn: () => callRoute(api, route, input, { isQuiet }), ...behaviour });
  // The options' key carries the data's type, so `setQueryData(query.queryKey, …)` is typed too.
  return { queryKey: options().queryKey, options, use: () => useQuery(options()) };
}

/**
 * A read endpoint asked with an input (an id, a language): one cache entry per input under
 * `keyOf(input)`; `options(api, input)` for loaders, `use(input)` for components.
 */
export function routeInputQuery<R extends TRoute, const TKey extends QueryKey>(
  route: R,
  keyOf: (input: TRouteInput<R>) => TKey,
  { isQuiet, ...behaviour }: TQuerySettings = {},
) {
  const options = (api: TApiClient, input: TRouteInput<R>) =>
    queryOptions({ queryKey: keyOf(input), queryFn: () => callRoute(api, route, input, { isQuiet }), ...behaviour });
  return { keyOf, options, use: (input: TRouteInput<R>) => useQuery(options(apiClient, input)) };
}
