import { routeQuery } from '~/lib/query/route-query';

/**
 * GET /api/setting/getUserInfo, read for the customer's cooperation status (SPEC 5: urgency). The
 * same key as the profile page's query, so the two share one cache entry.
 */
export const customerInfoQuery = routeQuery('GET /api/setting/getUserInfo', ['user', 'info'], {
  input: { query: {} },
  isQuiet: true,
});
