import { dataApiPrefix } from '@matchwire/contracts/data-api/interfaces';
import { endpoints, routeName, type TEndpoint } from '@matchwire/contracts';
import { upstreamOf, type TUpstreamVariable } from '../upstreams.ts';
import type { TServiceName } from './api-endpoints.ts';

/** An endpoint of the embeddable widget (`widget` access): called from customers' pages on any origin. */
export type TWidgetEndpoint = TEndpoint & { service: TServiceName };

/** Where the gateway forwards widget traffic: a path's first segment (`/widget`, `/animAPI`) and its service. */
export type TWidgetRoute = { prefix: string; service: TServiceName; upstream: string };

/** First segments that belong to something else: the site's API, the data API, the web build. */
const takenPrefixes = ['/api', dataApiPrefix, '/assets'];

export function widgetEndpoints(list: readonly TEndpoint[] = endpoints): TWidgetEndpoint[] {
  // The registry is built from TAnyEndpoint values, so `service` is one of their names.
  return list.filter((endpoint) => endpoint.access.kind === 'widget') as TWidgetEndpoint[];
}

/**
 * Which service answers which widget prefix, from the definitions: each definition's first path
 * segment (`/widget/v1/live` → `/widget`). The gateway forwards whole prefixes, so a path under
 * one that no definition names gets the service's own 404. Refused at start: a prefix two services
 * would share, one that is another kind of traffic's, and a widget definition with a cache policy
 * (its answer depends on the key and the embedding page's origin, which the public cache keys on neither).
 */
export function widgetRoutes(
  config: Partial<Record<TUpstreamVariable, string>>,
  list: readonly TWidgetEndpoint[] = widgetEndpoints(),
): TWidgetRoute[] {
  return [...widgetPrefixTable(list)].map(([prefix, service]) => ({
    prefix,
    service,
    upstream: upstreamOf(config, service),
  }));
}

function widgetPrefixTable(list: readonly TWidgetEndpoint[]): Map<string, TServiceName> {
  const table = new Map<string, TServiceName>();
  for (const endpoint of list) {
    const prefix = `/${endpoint.path.split('/')[1]}`;
    const owner = table.get(prefix);
    if (takenPrefixes.includes(prefix)) throw new Error(`${routeName(endpoint)}: ${prefix} is not a widget prefix`);
    if (owner && owner !== endpoint.service)
      throw new Error(`${routeName(endpoint)} (${endpoint.service}) shares ${prefix} with ${owner}`);
    if (endpoint.cache) throw new Error(`${routeName(endpoint)}: widget answers are never cached by the gateway`);
    table.set(prefix, endpoint.service);
  }
  return table;
}

/** The widget prefixes of this build, for the checks that tell widget traffic from pages (request-kind.ts). */
export const widgetPrefixes: readonly string[] = [...widgetPrefixTable(widgetEndpoints()).keys()];

/**
 * The widget's pages meant to be framed by customers' sites (an HTML file answer, `/widget/v1/frame`):
 * their service sets `frame-ancestors` from the key's whitelist, which the gateway keeps.
 */
export const framedWidgetPages: readonly string[] = widgetEndpoints()
  .filter((endpoint) => endpoint.method === 'GET' && endpoint.file?.contentType.startsWith('text/html'))
  .map((endpoint) => endpoint.path);
