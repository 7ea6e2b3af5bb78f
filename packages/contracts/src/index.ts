import { accountEndpoints } from './account/endpoints.ts';
import { animationEndpoints } from './animation/endpoints.ts';
import { billingEndpoints } from './billing/endpoints.ts';
import { catalogueEndpoints } from './catalogue/endpoints.ts';
import { dataApiEndpoints } from './data-api/endpoints.ts';
import { dataApiLiveEndpoints } from './data-api/live-endpoints.ts';
import { docsEndpoints } from './docs/endpoints.ts';
import type { TEndpoint, TRouteName } from './endpoint.ts';
import { notificationEndpoints } from './notification/endpoints.ts';
import { attachmentStaffEndpoints } from './ticket/attachment-endpoints.ts';
import { ticketEndpoints } from './ticket/endpoints.ts';
import { ticketStaffEndpoints } from './ticket/staff-endpoints.ts';

export * from './endpoint.ts';
export * from './envelope.ts';
export * from './events.ts';
export * from './internal-callers.ts';
export * from './staff-permissions.ts';

/** Every service's endpoints, by service: the one registry of the HTTP contract. Adding a service adds one line. */
export const serviceEndpoints = {
  account: accountEndpoints,
  animation: animationEndpoints,
  billing: billingEndpoints,
  catalogue: catalogueEndpoints,
  'data-api': { ...dataApiEndpoints, ...dataApiLiveEndpoints },
  docs: docsEndpoints,
  notification: notificationEndpoints,
  ticket: { ...ticketEndpoints, ...ticketStaffEndpoints, ...attachmentStaffEndpoints },
};

type TServiceEndpoints = typeof serviceEndpoints;

/** Any defined endpoint, with its literal method, path and schemas. */
export type TAnyEndpoint = {
  [S in keyof TServiceEndpoints]: TServiceEndpoints[S][keyof TServiceEndpoints[S]];
}[keyof TServiceEndpoints];

/** The endpoints by `METHOD /path`: what the typed web client is keyed by. */
export type TEndpointsByRoute = { [E in TAnyEndpoint as TRouteName<E>]: E };

/** Every defined endpoint, in one list (gateway tables, OpenAPI, route coverage tests). */
export const endpoints: readonly TEndpoint[] = Object.values(serviceEndpoints).flatMap(
  (byName) => Object.values(byName) as TEndpoint[],
);
