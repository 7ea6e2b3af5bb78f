import { defineEndpoint } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import { ZInterfaceStatus, ZInterfaceStatusBody, ZInterfaceStatusParams, ZUsage, ZUsageQuery } from './usage.ts';
import {
  ZQueuedWebhookDelivery,
  ZSavedWebhookConfig,
  ZWebhookConfig,
  ZWebhookConfigBody,
  ZWebhookDeliveries,
  ZWebhookDeliveryParams,
  ZWebhookSecret,
} from './webhooks.ts';

const { signedInRoute, backOfficeRoute } = routeKinds('data-api');

/**
 * The data API's site and back-office endpoints. Its public interfaces (`/v1/…`, by API key) are
 * not here: they are built from the reference (interfaces.ts) and documented in their own OpenAPI.
 */
export const dataApiEndpoints = {
  getUsage: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/usage/summary',
    summary:
      'The signed-in customer’s API use: calls per day and per interface, errors by result code, quota left per sport, the last 100 calls.',
    request: { query: ZUsageQuery },
    response: ZUsage,
  }),
  setInterfaceStatus: defineEndpoint({
    ...backOfficeRoute,
    method: 'POST',
    path: '/internal/interfaces/:ref/status',
    summary: 'Switches a public interface off or on again; callers of a switched-off interface get 14007.',
    request: { params: ZInterfaceStatusParams, body: ZInterfaceStatusBody },
    response: ZInterfaceStatus,
  }),
  // Score webhooks (`/api/scoreWebhook/*`; `/api/webhook/*` is the payment providers').
  getWebhookConfig: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/scoreWebhook/config',
    summary: 'The signed-in customer’s score webhook: URL, sports, switched on or off, the secret’s last 4 characters.',
    response: ZWebhookConfig,
  }),
  saveWebhookConfig: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/scoreWebhook/config',
    summary:
      'Saves the score webhook’s URL (https, up to 500 characters), sports and switch; the first save answers its signing secret, once.',
    request: { body: ZWebhookConfigBody },
    response: ZSavedWebhookConfig,
  }),
  rotateWebhookSecret: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/scoreWebhook/rotateSecret',
    summary:
      'Replaces the score webhook’s signing secret and answers the new one, once; deliveries are signed with it from now on.',
    response: ZWebhookSecret,
  }),
  sendTestWebhook: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/scoreWebhook/test',
    summary: 'Queues a `webhook.test` delivery to the score webhook now.',
    response: ZQueuedWebhookDelivery,
  }),
  listWebhookDeliveries: defineEndpoint({
    ...signedInRoute,
    method: 'GET',
    path: '/api/scoreWebhook/deliveries',
    summary:
      'The last 50 score webhook deliveries, newest first: what each told, status, attempts, last answer, next attempt.',
    response: ZWebhookDeliveries,
  }),
  replayWebhookDelivery: defineEndpoint({
    ...signedInRoute,
    method: 'POST',
    path: '/api/scoreWebhook/deliveries/:deliveryId/replay',
    summary: 'Sends a delivery of the last 7 days again, as a new delivery of the same payload.',
    request: { params: ZWebhookDeliveryParams },
    response: ZQueuedWebhookDelivery,
  }),
};
