import { defineEndpoint } from '../endpoint.ts';
import { routeKinds } from '../route-kinds.ts';
import { ZInterfaceStatus, ZInterfaceStatusBody, ZInterfaceStatusParams, ZUsage, ZUsageQuery } from './usage.ts';

const { signedInRoute, internalRoute } = routeKinds('data-api');

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
    ...internalRoute('backoffice'),
    method: 'POST',
    path: '/internal/interfaces/:ref/status',
    summary: 'Switches a public interface off or on again; callers of a switched-off interface get 14007.',
    request: { params: ZInterfaceStatusParams, body: ZInterfaceStatusBody },
    response: ZInterfaceStatus,
  }),
};
