import { routeQuery } from '~/lib/query/route-query';

/** GET /api/setting/getUserInfo: the signed-in user's profile, masked API key and dates. */
export const userInfoQuery = routeQuery('GET /api/setting/getUserInfo', ['user', 'info'], { input: { query: {} } });
