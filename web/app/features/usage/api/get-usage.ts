import { useQuery } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteData } from '~/lib/api/api-request';
import { routeInputQuery } from '~/lib/query/route-query';

export type TUsage = TRouteData<'GET /api/usage/summary'>;
export type TUsageDay = TUsage['days'][number];
export type TInterfaceUsage = TUsage['interfaces'][number];
export type TErrorsByCode = TUsage['errorsByCode'][number];
export type TSportQuota = TUsage['quotas'][number];
export type TRecentCall = TUsage['recent'][number];

/** How often the page asks again while it is on screen (a hidden tab does not ask). */
export const USAGE_REFRESH_MS = 30_000;

/**
 * GET /api/usage/summary: the signed-in customer's calls per UTC day and per interface over the
 * last `days` days, errors by result code, each sport's quota today and the last 100 calls. A
 * refresh every 30 s is no page work to report, so it does not run the top progress bar.
 */
export const usageQuery = routeInputQuery(
  'GET /api/usage/summary',
  ({ query }) => ['user', 'usage', Number(query.days ?? 30)] as const,
  { meta: { showProgress: false } },
);

/** The page's query, asked again every 30 s while the tab is visible. */
export function useUsage(days: number) {
  return useQuery({
    ...usageQuery.options(apiClient, { query: { days } }),
    refetchInterval: USAGE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
