import { defineEndpoint } from '@matchwire/contracts';
import { routeKinds } from '@matchwire/contracts/route-kinds';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pgSchema } from 'drizzle-orm/pg-core';
import { MemoryBus } from '../src/bus/memory-bus.ts';
import { createEventTables } from '../src/bus/event-tables.ts';
import { databaseEnv, loadConfig, portEnv } from '../src/config.ts';
import { createServiceApp } from '../src/http/create-service-app.ts';
import { endpointServer, requireEndpointDefinitions } from '../src/http/serve-endpoint.ts';
import { createPublishingService } from '../src/publishing-service.ts';
import { quietLogger } from './support/quiet-logger.ts';

const { publicRoute, providerRoute } = routeKinds('test');

const greeting = defineEndpoint({
  ...publicRoute,
  method: 'GET',
  path: '/api/test/greeting',
  summary: 'A greeting.',
  request: { query: z.object({ name: z.string() }) },
  response: z.object({ text: z.string() }),
});

const webhook = defineEndpoint({
  ...providerRoute('test-provider'),
  method: 'POST',
  path: '/api/webhook/test-provider',
  summary: 'A provider event.',
  response: z.object({ bytes: z.number(), isBuffer: z.boolean() }),
});

describe("a provider's webhook", () => {
  it('gets the body as the bytes the provider sent, whatever its type, and needs no identity', async () => {
    const app = createServiceApp({ name: 'serve-endpoint-test', logger: quietLogger() });
    requireEndpointDefinitions(app);
    let received: Buffer | undefined;
    endpointServer(app)(webhook, async (request) => {
      received = request.body as Buffer;
      return { bytes: received.length, isBuffer: Buffer.isBuffer(received) };
    });
    // Spacing and key order matter to a signature over the bytes: a parsed and re-serialised body would differ.
    const sent = '{ "id":"evt_1",  "type" : "checkout.session.completed", "data":{"object":{}} }';
    const answer = await app.inject({
      method: 'POST',
      url: webhook.path,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: sent,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ bytes: Buffer.byteLength(sent), isBuffer: true });
    expect(received?.toString('utf8')).toBe(sent);
    await app.close();
  });

  it('may not declare a body schema (the body is read unparsed)', () => {
    const app = createServiceApp({ name: 'serve-endpoint-test', logger: quietLogger() });
    const withBody = { ...webhook, request: { body: z.object({ id: z.string() }) } };
    expect(() => endpointServer(app)(withBody, async () => ({ bytes: 0, isBuffer: false }))).toThrow(
      "POST /api/webhook/test-provider is a provider's webhook: its body is read unparsed, not by a schema",
    );
  });
});

describe('a service that requires definitions', () => {
  it('serves a route registered from its definition, in the success envelope', async () => {
    const app = createServiceApp({ name: 'serve-endpoint-test', logger: quietLogger() });
    requireEndpointDefinitions(app);
    endpointServer(app)(greeting, async (request) => ({ text: `hello ${request.query.name}` }));
    await app.ready();
    const answer = await app.inject({ url: '/api/test/greeting?name=Ann' });
    expect(answer.json()).toEqual({ resultCode: 0, resultInfo: 'Success', data: { text: 'hello Ann' } });
    expect(app.registeredRoutes).toEqual([
      { method: 'GET', url: '/api/test/greeting' },
      { method: 'HEAD', url: '/api/test/greeting' },
    ]);
    await app.close();
  });

  it('refuses a NUL character in the input with 400 / 10002 naming the field (PostgreSQL cannot store it)', async () => {
    const app = createServiceApp({ name: 'serve-endpoint-test', logger: quietLogger() });
    endpointServer(app)(greeting, async (request) => ({ text: `hello ${request.query.name}` }));
    await app.ready();
    const withNul = await app.inject({ url: '/api/test/greeting?name=A%00nn' });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toEqual({ resultCode: 10002, resultInfo: 'name: must not contain NUL characters' });
    expect((await app.inject({ url: '/api/test/greeting?name=Ann' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a route without a definition, naming it', async () => {
    const app = createServiceApp({ name: 'serve-endpoint-test', logger: quietLogger() });
    requireEndpointDefinitions(app);
    expect(() => app.post('/api/test/undefined', async () => ({}))).toThrow(
      'POST /api/test/undefined has no definition in packages/contracts',
    );
    await app.close();
  });

  it('is every service built on createPublishingService', async () => {
    const logger = quietLogger();
    const service = createPublishingService({
      name: 'kit_t',
      config: {
        ...loadConfig({ ...databaseEnv, ...portEnv(4999) }, { DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused' }),
        HOST: '127.0.0.1',
      },
      logger,
      bus: new MemoryBus(logger),
      schema: { eventTables: createEventTables(pgSchema('kit_t')) },
      migrationsFolder: 'unused',
      seedDemoData: async () => undefined,
    });
    expect(() => service.app.get('/api/test/undefined', async () => ({}))).toThrow(
      'GET /api/test/undefined has no definition in packages/contracts',
    );
    await service.app.close();
    await service.db.$client.end();
  });
});
