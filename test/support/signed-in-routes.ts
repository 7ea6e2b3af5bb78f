import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@matchwire/contracts';
import { callGateway } from './gateway-client.ts';

export type TRoute = { method: string; path: string };

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Routes still registered by hand (a service not yet serving its definitions); gone once all are.
const routePattern = /app\.(get|post|put|patch|delete)\(\s*'(\/api\/[^']+)'/g;

/** Every `/api/*` route of the services: their definitions, and any route module registering one by hand. */
export function serviceApiRoutes(): TRoute[] {
  const defined = endpoints.filter((endpoint) => endpoint.path.startsWith('/api/'));
  const routes = [...defined, ...handRegisteredApiRoutes()].map((route) => ({
    method: route.method,
    path: route.path.replace(/:\w+/g, '1'),
  }));
  return [...new Map(routes.map((route) => [routeName(route), route])).values()];
}

function handRegisteredApiRoutes(): TRoute[] {
  const servicesDir = path.join(repoRoot, 'services');
  return readdirSync(servicesDir).flatMap((service) => {
    const routesDir = path.join(servicesDir, service, 'src/routes');
    const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    return files.flatMap((file) =>
      [...readFileSync(path.join(routesDir, file), 'utf8').matchAll(routePattern)].map(([, method, route]) => ({
        method: method!.toUpperCase(),
        path: route!,
      })),
    );
  });
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
