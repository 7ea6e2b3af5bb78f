import { endpoints, type TAnyEndpoint, type TEndpoint } from '@matchwire/contracts';

/** A service the gateway forwards to, named as its endpoints name it; each is the audience of its identity assertions. */
export type TServiceName = TAnyEndpoint['service'];

/** An endpoint a browser reaches through the gateway. */
export type TApiEndpoint = TEndpoint & { service: TServiceName };

/**
 * The endpoints the gateway routes, caches and documents: every `/api` definition. Internal
 * endpoints are never routed: services call one another directly, each with its own secret.
 */
export function apiEndpoints(list: readonly TEndpoint[] = endpoints): TApiEndpoint[] {
  // The registry is built from TAnyEndpoint values, so `service` is one of their names.
  return list.filter((endpoint) => endpoint.access.kind !== 'internal' && isApiPath(endpoint.path)) as TApiEndpoint[];
}

function isApiPath(path: string): boolean {
  return path.startsWith('/api/');
}

/** Payment providers' webhooks: forwarded without the site's request signature (the provider signs its body). */
export function providerWebhooks(list: readonly TEndpoint[] = endpoints): TApiEndpoint[] {
  return apiEndpoints(list).filter((endpoint) => endpoint.access.kind === 'provider');
}
