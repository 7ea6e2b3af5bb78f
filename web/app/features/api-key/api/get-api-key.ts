import { routeQuery } from '~/lib/query/route-query';

/** GET /api/user/apiKey: the key, masked; 10004 before activation. */
export const apiKeyQuery = routeQuery('GET /api/user/apiKey', ['user', 'api-key']);
