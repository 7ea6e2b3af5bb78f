import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { callGateway } from './gateway-client.ts';

export type TRoute = { method: string; path: string };

const repoRoot = path.resolve(import.meta.dirname, '../..');
const routePattern = /app\.(get|post|put|patch|delete)\(\s*'(\/api\/[^']+)'/g;

/** Every `/api/*` route the services register, read from their route modules. */
export function serviceApiRoutes(): TRoute[] {
  const servicesDir = path.join(repoRoot, 'services');
  return readdirSync(servicesDir).flatMap((service) => {
    const routesDir = path.join(servicesDir, service, 'src/routes');
    const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    return files.flatMap((file) =>
      [...readFileSync(path.join(routesDir, file), 'utf8').matchAll(routePattern)].map(([, method, route]) => ({
        method: method!.toUpperCase(),
        path: route!.replace(/:\w+/g, '1'),
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
