import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { loadConfig } from '@matchwire/kit/config';
import type { TWorkload } from '@matchwire/kit/workloads';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadGatewayConfig } from '../src/config.ts';
import { apiEndpoints, type TApiEndpoint } from '../src/routes/api-endpoints.ts';
import { cachedPublicRoutes } from '../src/routes/public-cache.ts';
import { serviceRoutes } from '../src/routes/service-routes.ts';
import { gatewayUpstreams, upstreamEnv, upstreamOf } from '../src/upstreams.ts';

/**
 * A service added to deploy/workloads.json and packages/contracts needs no line in the gateway:
 * its upstream variable, its prefix and its cached routes follow. Shown with a throw-away
 * `data-api` in copies of the list and of the definitions.
 */
const dataApi: TWorkload = {
  name: 'data-api',
  kind: 'service',
  port: 4010,
  opsPort: 9090,
  entry: 'services/data-api/src/server.ts',
  callers: ['gateway'],
  stores: ['postgres', 'kafka'],
};
const workloads = [...gatewayUpstreams, dataApi];

const dataApiEndpoint = (path: string, extra: Partial<TApiEndpoint> = {}): TApiEndpoint =>
  ({
    service: 'data-api',
    method: 'GET',
    path,
    summary: 'A throw-away endpoint.',
    access: { kind: 'public' },
    rateClass: 'visitor',
    response: z.object({}),
    ...extra,
  }) as unknown as TApiEndpoint;

describe('a new service', () => {
  it('gets DATA_API_URL, checked as a URL and by default its port on this machine', () => {
    expect(loadConfig(upstreamEnv(workloads), {})).toMatchObject({ DATA_API_URL: 'http://127.0.0.1:4010' });
    expect(() => loadConfig(upstreamEnv(workloads), { DATA_API_URL: 'not a url' })).toThrow(/DATA_API_URL/);
  });

  it('gets the prefix of its paths and its cached routes from its definitions', () => {
    const config = loadConfig(upstreamEnv(workloads), { DATA_API_URL: 'http://data-api:4010' });
    const endpoints = [
      ...apiEndpoints(),
      dataApiEndpoint('/api/data/matches'),
      dataApiEndpoint('/api/data/leagues', { cache: { droppedBy: ['catalogue.product-changed.v1'] } }),
    ];
    expect(serviceRoutes(config, endpoints)).toContainEqual({
      prefix: '/api/data',
      service: 'data-api',
      upstream: 'http://data-api:4010',
    });
    expect(cachedPublicRoutes(config, endpoints)).toContainEqual(
      expect.objectContaining({ path: '/api/data/leagues', service: 'data-api', upstream: 'http://data-api:4010' }),
    );
  });

  it('is refused a cached route with path parameters, which its cache keys cannot tell apart', () => {
    const config = loadConfig(upstreamEnv(workloads), {});
    const endpoints = [dataApiEndpoint('/api/data/matches/:id', { cache: { droppedBy: [] } })];
    expect(() => cachedPublicRoutes(config, endpoints)).toThrow(/no path parameters/);
  });
});

describe('the gateway’s upstreams', () => {
  const config = loadGatewayConfig({
    SIGNING_SECRET: 'x'.repeat(16),
    JWT_SECRET: 'x'.repeat(16),
    WEB_SERVER_TOKEN: 'x'.repeat(16),
    INTERNAL_SECRET_GATEWAY: 'x'.repeat(16),
    GATEWAY_IDENTITY_PRIVATE_KEY: gatewayIdentityKeys.privateKey,
    DOCS_URL: 'http://docs:4005',
  });

  it('include the web server and every service with /api definitions, as configured or on this machine', () => {
    const names = gatewayUpstreams.map((workload) => workload.name);
    expect(names).toContain('web');
    for (const { service } of apiEndpoints()) expect(names).toContain(service);
    expect(upstreamOf(config, 'docs')).toBe('http://docs:4005');
    expect(upstreamOf(config, 'web')).toBe('http://127.0.0.1:3100');
  });

  it('name a workload that does not let the gateway call it', () => {
    // Every service lists the gateway among its callers; the gateway itself does not.
    expect(() => upstreamOf(config, 'gateway' as 'docs')).toThrow(/gateway among gateway's callers/);
  });
});
