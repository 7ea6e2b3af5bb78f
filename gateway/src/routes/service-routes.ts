import { routeName } from '@matchwire/contracts';
import { upstreamOf, type TUpstreamVariable } from '../upstreams.ts';
import { apiEndpoints, type TApiEndpoint, type TServiceName } from './api-endpoints.ts';

export type TServiceRoute = { prefix: string; upstream: string; service: TServiceName };

/**
 * Which service answers which `/api` prefix, derived from the endpoint definitions: the paths are
 * grouped by `/api/<segment>`, the group's prefix goes to the service that serves most of it, and
 * another service's path inside the group gets a prefix of its own, which wins as the more specific
 * (`/api/setting/getSystemConfig` → catalogue inside `/api/setting` → account). Whole prefixes are
 * forwarded, so there are few proxies (each has its own connection pool) and a path no definition
 * names gets the service's own 'Interface 404'. Paths reach the service unchanged, with an
 * identity assertion for that service.
 */
export function serviceRoutes(
  config: Partial<Record<TUpstreamVariable, string>>,
  endpoints: TApiEndpoint[] = apiEndpoints(),
): TServiceRoute[] {
  const prefixes = servicePrefixes(endpoints);
  for (const endpoint of endpoints) {
    const routed = serviceAt(prefixes, endpoint.path);
    if (routed !== endpoint.service)
      throw new Error(`${routeName(endpoint)} (${endpoint.service}) would reach ${routed ?? 'no service'}`);
  }
  return [...prefixes].map(([prefix, service]) => ({ prefix, service, upstream: upstreamOf(config, service) }));
}

/** The prefix table: prefix → service. */
function servicePrefixes(endpoints: TApiEndpoint[]): Map<string, TServiceName> {
  const groups = Map.groupBy(endpoints, (endpoint) => endpoint.path.split('/').slice(0, 3).join('/'));
  const prefixes = new Map<string, TServiceName>();
  for (const [group, members] of groups) {
    const owner = mostFrequentService(members);
    prefixes.set(group, owner);
    for (const member of members) if (member.service !== owner) prefixes.set(member.path, member.service);
  }
  return prefixes;
}

/** The service of the longest prefix that covers `path`, as the router picks it. */
export function serviceAt(prefixes: ReadonlyMap<string, TServiceName>, path: string): TServiceName | undefined {
  let best: [string, TServiceName] | undefined;
  for (const [prefix, service] of prefixes) {
    const covers = path === prefix || path.startsWith(`${prefix}/`);
    if (covers && (!best || prefix.length > best[0].length)) best = [prefix, service];
  }
  return best?.[1];
}

/** Ties go to the first name in alphabetical order, so the table does not depend on the registry's order. */
function mostFrequentService(members: TApiEndpoint[]): TServiceName {
  const counts = Map.groupBy(members, (member) => member.service);
  const ranked = [...counts].sort(([a, left], [b, right]) => right.length - left.length || a.localeCompare(b));
  return ranked[0]![0];
}
