import { routeQuery } from '~/lib/query/route-query';
import type { TRouteData } from '~/lib/api/api-request';

export type TWebhookEndpoint = NonNullable<TRouteData<'GET /api/scoreWebhook/config'>['endpoint']>;

/** GET /api/scoreWebhook/config: the customer's webhook (null before the first save), never its secret. */
export const webhookConfigQuery = routeQuery('GET /api/scoreWebhook/config', ['user', 'score-webhook', 'config']);
