import { endpoints } from '@matchwire/contracts';
import { callGateway } from './gateway-client.ts';

export type TRoute = { method: string; path: string };

/** Every `/api/*` route of the services, from their definitions (a service serves no other route). */
export function serviceApiRoutes(): TRoute[] {
  return endpoints
    .filter((endpoint) => endpoint.path.startsWith('/api/'))
    .map((endpoint) => ({ method: endpoint.method, path: endpoint.path.replace(/:\w+/g, '1') }));
}

/** Calls a route through the gateway with an empty body, as the given cookies' owner. */
export async function callRoute(route: TRoute, headers: Record<string, string>): Promise<{ resultCode: number }> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await callGateway(route.path, {
    method: route.method,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    body: hasBody ? '{}' : undefined,
  });
  return (await response.json()) as { resultCode: number };
}

/**
 * The routes that need a signed-in caller: of all the services' `/api` routes, those that answer
 * a visitor 11007 through the gateway.
 */
export async function signedInRoutes(headers: Record<string, string>): Promise<TRoute[]> {
  const routes = serviceApiRoutes();
  const answers = await Promise.all(routes.map((route) => callRoute(route, headers)));
  return routes.filter((_route, index) => answers[index]!.resultCode === 11007);
}

export const routeName = (route: TRoute) => `${route.method} ${route.path}`;
