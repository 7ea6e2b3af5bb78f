// Every route a service serves has a definition in packages/contracts, and every definition is
// served: each service is built as its server.ts builds it (config from a development
// environment, in-memory bus, a database it never connects to) and its routes are compared with
// its definitions, both ways. A new service of deploy/workloads.json is checked without a new line
// here: its src/app.ts exports build<Name>Service and its src/config.ts load<Name>Config.
import { describe, expect, it } from 'vitest';
import { routeName, serviceEndpoints, type TEndpoint } from '@matchwire/contracts';
import { dataApiRouteNames } from '@matchwire/contracts/data-api/interfaces';
import { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { developmentSecrets } from '@matchwire/kit/config/development-values';
import type { TRegisteredRoute, TServiceApp } from '@matchwire/kit/http/create-service-app';
import { createLogger } from '@matchwire/kit/logger';
import { readWorkloads } from '@matchwire/kit/workloads';

/** One environment every service's config accepts (each reads its own variables from it). */
const developmentEnv = {
  ...developmentSecrets,
  MATCHWIRE_ENV: 'development',
  LOG_LEVEL: 'silent',
  BUS: 'memory',
  OPS_PORT: '0',
  DATABASE_URL: 'postgres://unused:unused@127.0.0.1:1/unused',
  // The dev mailbox's routes exist only with it (the notification service's definitions include them).
  MAIL_TRANSPORT: 'mailbox',
  DEV_MAILBOX: 'true',
};

type TBuilt = { app: TServiceApp };
type TFunctions = Record<string, (...args: never[]) => unknown>;

/** The routes `service` registers, built by its own `build…Service` from its own `load…Config`. */
async function routesServedBy(service: string): Promise<TRegisteredRoute[]> {
  const [app, config] = (await Promise.all([
    import(`../../services/${service}/src/app.ts`),
    import(`../../services/${service}/src/config.ts`),
  ])) as [TFunctions, TFunctions];
  const build = onlyFunction(app, /^build\w+Service$/, service) as (options: unknown) => TBuilt;
  const load = onlyFunction(config, /^load\w+Config$/, service) as (env: unknown) => unknown;
  const logger = createLogger(service, 'silent');
  const { app: built } = build({ config: load(developmentEnv), logger, bus: new MemoryBus(logger) });
  await built.ready();
  const routes = [...built.registeredRoutes];
  await built.close();
  return routes;
}

function onlyFunction(module: TFunctions, name: RegExp, service: string): (...args: never[]) => unknown {
  const found = Object.entries(module).filter(([key, value]) => name.test(key) && typeof value === 'function');
  if (found.length !== 1) throw new Error(`services/${service}: expected one export matching ${name}`);
  return found[0]![1];
}

/** What differs between the routes served and the definitions, one line per route. */
function routeMismatches(routes: TRegisteredRoute[], definitions: readonly string[]): string[] {
  // Fastify answers HEAD for every GET route by itself; such a HEAD is no route of the service's own.
  const isAutomaticHead = (route: TRegisteredRoute) =>
    route.method === 'HEAD' && routes.some((other) => other.method === 'GET' && other.url === route.url);
  const served = new Set(
    routes.filter((route) => !isAutomaticHead(route)).map((route) => `${route.method} ${route.url}`),
  );
  const defined = new Set(definitions);
  return [
    ...[...served].filter((route) => !defined.has(route)).map((route) => `${route}: served without a definition`),
    ...[...defined].filter((route) => !served.has(route)).map((route) => `${route}: defined but not served`),
  ];
}

/** Its endpoints' `METHOD /path`; the data API's public `/v1` interfaces besides (built from the API reference). */
const definitionsOf = (service: string): string[] => [
  ...Object.values((serviceEndpoints as Record<string, Record<string, TEndpoint>>)[service] ?? {}).map(routeName),
  ...(service === 'data-api' ? dataApiRouteNames() : []),
];

const services = readWorkloads()
  .filter((workload) => workload.kind === 'service')
  .map((workload) => workload.name);

describe.each(services)('the %s service', (service) => {
  it('serves exactly the routes packages/contracts defines for it', async () => {
    const routes = await routesServedBy(service);
    expect(routes.length).toBeGreaterThan(0);
    expect(routeMismatches(routes, definitionsOf(service))).toEqual([]);
  });
});

describe('the comparison', () => {
  it('fails for a route without a definition and for a definition without a route', async () => {
    const service = services[0]!;
    const routes = await routesServedBy(service);
    const definitions = definitionsOf(service);
    const extraRoute = { method: 'POST', url: '/api/not-in-the-contracts' };
    expect(routeMismatches([...routes, extraRoute], definitions)).toEqual([
      'POST /api/not-in-the-contracts: served without a definition',
    ]);
    expect(routeMismatches(routes, [...definitions, 'GET /api/defined-but-never-served'])).toEqual([
      'GET /api/defined-but-never-served: defined but not served',
    ]);
  });

  it('counts a HEAD route of its own, and only Fastify’s automatic ones are left out', () => {
    const routes = [
      { method: 'GET', url: '/api/a' },
      { method: 'HEAD', url: '/api/a' },
      { method: 'HEAD', url: '/api/b' },
    ];
    expect(routeMismatches(routes, [])).toEqual([
      'GET /api/a: served without a definition',
      'HEAD /api/b: served without a definition',
    ]);
  });
});
