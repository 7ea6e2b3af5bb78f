import { randomUUID } from 'node:crypto';
import { routeName, staffPermissions } from '@matchwire/contracts';
import { eventDefinition } from '@matchwire/contracts/events';
import { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { createLogger } from '@matchwire/kit/logger';
import { createStaffTokenSigner } from '@matchwire/kit/staff-session';
import { readWorkloads, upstreamVariable } from '@matchwire/kit/workloads';
import { createEvent, encodeEnvelope, type TEventPayloadInit, type TEventType } from '@matchwire/proto';
import type { LightMyRequestResponse } from 'fastify';
import { Counter } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGateway } from '../src/app.ts';
import { consumePublicDataChanged } from '../src/events/public-data-changed.ts';
import { apiEndpoints, type TApiEndpoint } from '../src/routes/api-endpoints.ts';
import { PAGE_CACHE_PREFIX } from '../src/routes/page-cache.ts';
import { cacheKey, routeKeyPrefix } from '../src/routes/public-cache-key.ts';
import { cachedPublicRoutes } from '../src/routes/public-cache.ts';
import { serviceAt, serviceRoutes } from '../src/routes/service-routes.ts';
import { MemoryStore } from '../src/stores/memory-store.ts';
import { widgetEndpoints } from '../src/routes/widget-routes.ts';
import { gatewayUpstreams } from '../src/upstreams.ts';
import { buildGatewayUnderTest, newVisitor, secrets, signed, startUpstream } from './support/gateway-under-test.ts';

/**
 * The gateway's tables come from packages/contracts: each `/api` and widget definition reaches its own
 * service, exactly the definitions with `cache` are answered from the cache, and an event drops
 * exactly the routes whose definitions name it. Each workload has a stand-in of its own here.
 */
const endpoints = apiEndpoints();
let upstreams: Map<string, Awaited<ReturnType<typeof startUpstream>>>;
let gateway: TGateway;

beforeAll(async () => {
  upstreams = new Map(
    await Promise.all(gatewayUpstreams.map(async ({ name }) => [name, await startUpstream()] as const)),
  );
  const urls = Object.fromEntries([...upstreams].map(([name, upstream]) => [name, upstream.url]));
  gateway = await buildGatewayUnderTest(urls.web!, urls);
});

afterAll(async () => {
  await gateway?.stop();
  await Promise.all([...(upstreams?.values() ?? [])].map((upstream) => upstream.close()));
});

/** The web server's calls are not rate-counted, so every endpoint can be called here. */
async function call(endpoint: TApiEndpoint, query: string): Promise<LightMyRequestResponse> {
  // Path parameters get a value; the gateway routes by path, not by what the service accepts.
  const path = endpoint.path.replaceAll(/:\w+/g, 'x');
  return gateway.app.inject({
    method: endpoint.method,
    url: await signed(`${path}?${query}`),
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'x-mw-web-server-token': secrets.webServerToken,
      // The gateway answers a staff endpoint itself without a staff session (docs/decisions/0019).
      ...(endpoint.access.kind === 'staff' ? { cookie: staffCookie() } : {}),
    },
  });
}

/** A staff session with every permission, live in the account service's stand-in. */
function staffCookie(): string {
  const sid = randomUUID();
  upstreams.get('account')!.liveStaffSessions.set(sid, {
    staffId: 's-1',
    email: 'staff@matchwire.io',
    name: 'Staff',
    role: 'Super',
    isSuper: true,
    permissions: [...staffPermissions],
  });
  return `staff_jwt=${createStaffTokenSigner(secrets.jwt)({ sub: 's-1', sid })}`;
}

/** What `service` received at `path` by `method` (a GET and a POST may share a path: /api/scoreWebhook/config). */
const receivedBy = (service: string, path: string, method: string) =>
  upstreams.get(service)!.received.filter((request) => request.method === method && request.url.split('?')[0] === path);

describe('the gateway tables from packages/contracts', () => {
  it('has /api definitions of every service that lists the gateway among its callers', () => {
    const callers = new Map(readWorkloads().map((workload) => [workload.name, workload.callers]));
    expect(endpoints.length).toBeGreaterThan(0);
    for (const endpoint of endpoints) expect(callers.get(endpoint.service), routeName(endpoint)).toContain('gateway');
  });

  it.each(endpoints.map((endpoint) => [routeName(endpoint), endpoint] as const))(
    '%s reaches its own service, from the cache only if its definition allows',
    async (_, endpoint) => {
      const query = `probe=${randomUUID()}`;
      const path = endpoint.path.replaceAll(/:\w+/g, 'x');
      const [first, second] = [await call(endpoint, query), await call(endpoint, query)];
      expect(first.statusCode).toBe(200);
      for (const name of upstreams.keys())
        expect(receivedBy(name, path, endpoint.method).length > 0, `${name} received ${path}`).toBe(
          name === endpoint.service,
        );
      if (endpoint.cache) {
        expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
        expect(receivedBy(endpoint.service, path, endpoint.method)).toHaveLength(1);
      } else {
        expect(second.headers['x-cache']).toBeUndefined();
        expect(receivedBy(endpoint.service, path, endpoint.method)).toHaveLength(2);
      }
    },
  );

  it('gives a prefix to the service that serves most of it, and another service’s path inside it to that service', () => {
    const prefixes = new Map(serviceRoutes(urlsOf('http://x')).map((r) => [r.prefix, r.service]));
    expect(serviceAt(prefixes, '/api/setting/getSystemConfig')).toBe('catalogue');
    expect(serviceAt(prefixes, '/api/setting/getUserInfo')).toBe('account');
    expect(serviceAt(prefixes, '/api/setting/getSystemConfigX')).toBe('account');
    expect(serviceAt(prefixes, '/api/no-such-group/x')).toBeUndefined();
  });

  it('refuses a table in which one path would reach another service', () => {
    const [first, second] = [
      endpoints.find((e) => e.service === 'catalogue')!,
      endpoints.find((e) => e.service === 'account')!,
    ];
    const clash = [
      first,
      { ...second, method: first.method === 'GET' ? 'POST' : 'GET', path: first.path } as TApiEndpoint,
    ];
    expect(() => serviceRoutes(urlsOf('http://x'), clash)).toThrow(/would reach/);
  });
});

describe('the widget tables from packages/contracts', () => {
  it.each(widgetEndpoints().map((endpoint) => [routeName(endpoint), endpoint] as const))(
    '%s reaches its own service unsigned, never from the cache',
    async (_, endpoint) => {
      const response = await gateway.app.inject({
        method: endpoint.method,
        url: `${endpoint.path}?probe=${randomUUID()}`,
        headers: newVisitor(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
      for (const name of upstreams.keys())
        expect(receivedBy(name, endpoint.path, endpoint.method).length > 0, `${name} received ${endpoint.path}`).toBe(
          name === endpoint.service,
        );
    },
  );
});

/** Payloads their definitions accept (the consumer skips one that breaks its event's contract). */
const samplePayloads: { [T in TEventType]?: TEventPayloadInit<T> } = {
  'catalogue.product-changed.v1': { productId: 1, englishName: 'Premier League' },
  'catalogue.site-content-changed.v1': { kind: 'system-config', contentId: 'notice' },
  'docs.content-changed.v1': { kind: 'document', contentId: 'news_0' },
};

describe('cache drops', () => {
  const routes = cachedPublicRoutes(urlsOf('http://x'));
  const eventTypes = [...new Set(routes.flatMap((route) => route.droppedBy))];

  it('names only events whose definitions list the gateway among their consumers', () => {
    expect(eventTypes.length).toBeGreaterThan(0);
    for (const type of eventTypes) expect(eventDefinition(type).consumers, type).toContain('gateway');
  });

  it('keeps one route’s entries apart from those of a route whose path it begins', () => {
    const list = { method: 'GET', path: '/api/product/list' };
    const detail = cacheKey({ route: { ...list, path: '/api/product/listDetail' }, audience: 'public', query: '' });
    expect(detail.startsWith(routeKeyPrefix(list))).toBe(false);
  });

  it.each(eventTypes)('%s drops exactly the entries of the routes whose definitions name it', async (type) => {
    expect(routes.length).toBeGreaterThan(0);
    const logger = createLogger('gateway', 'silent');
    const [store, bus] = [new MemoryStore(), new MemoryBus(logger)];
    const keys = routes.flatMap((route) =>
      (['public', 'tester'] as const).map((audience) => ({ route, key: cacheKey({ route, audience, query: 'a=1' }) })),
    );
    for (const { key } of keys) await store.setCached(key, '{}', 60);
    const counter = <T extends string>(name: string, labelNames: T[]) =>
      new Counter({ name, help: name, labelNames, registers: [] });
    await consumePublicDataChanged({
      bus,
      store,
      routes,
      logger,
      invalidations: counter('drops', ['source']),
      consumed: counter('consumed', ['type', 'outcome']),
    });
    const event = createEvent(type, samplePayloads[type] ?? {}, { source: 'test', key: 'k' });
    await bus.publish([{ topic: type, key: 'k', value: encodeEnvelope(event) }]);
    await bus.close();

    for (const { route, key } of keys) {
      const isDropped = route.droppedBy.includes(type);
      expect(await store.getCached(key), `${routeName(route)} after ${type}`).toBe(isDropped ? undefined : '{}');
    }
  });
});

describe('kept pages and public data events', () => {
  const routes = cachedPublicRoutes(urlsOf('http://x'));
  const [type] = [...new Set(routes.flatMap((route) => route.droppedBy))];

  it('drops every kept page with a public data event, and again once a render begun before it could be kept', async () => {
    const logger = createLogger('gateway', 'silent');
    const [store, bus] = [new MemoryStore(), new MemoryBus(logger)];
    const counter = <T extends string>(name: string, labelNames: T[]) =>
      new Counter({ name, help: name, labelNames, registers: [] });
    const page = `${PAGE_CACHE_PREFIX}http://site/|en|browser`;
    await store.setCached(page, '{}', 60);
    await consumePublicDataChanged({
      bus,
      store,
      routes,
      alsoDropped: [PAGE_CACHE_PREFIX],
      lateRenderMs: 50,
      logger,
      invalidations: counter('drops', ['source']),
      consumed: counter('consumed', ['type', 'outcome']),
    });
    const event = createEvent(type!, samplePayloads[type!] ?? {}, { source: 'test', key: 'k' });
    await bus.publish([{ topic: type!, key: 'k', value: encodeEnvelope(event) }]);
    await bus.close();
    expect(await store.getCached(page)).toBeUndefined();
    // A render that read the old data is kept just after the drop; the second drop takes it.
    await store.setCached(page, '{"stale":true}', 60);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.getCached(page)).toBeUndefined();
  });
});

/** Every upstream variable of the list, set to `url`. */
function urlsOf(url: string): Record<string, string> {
  return Object.fromEntries(gatewayUpstreams.map(({ name }) => [upstreamVariable(name), url]));
}
