import type { AddressInfo } from 'node:net';
import { injectForm } from '@matchwire/devinfra/inject-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors/app-error.ts';
import { resultCodes } from '../src/errors/result-codes.ts';
import { createServiceApp, listenServiceApp, type TServiceApp } from '../src/http/create-service-app.ts';
import { ok } from '../src/http/envelope.ts';
import { quietLogger } from './support/quiet-logger.ts';

let isDatabaseUp = true;
let app: TServiceApp;

beforeAll(async () => {
  app = createServiceApp({
    name: 'error-model-test',
    logger: quietLogger(),
    readinessChecks: [
      {
        name: 'database',
        check: async () => {
          if (!isDatabaseUp) throw new Error('connection refused');
        },
      },
    ],
  });
  app.get('/api/product/:productId', async () => {
    throw new AppError('productNotFound');
  });
  app.post(
    '/api/echo',
    { schema: { body: z.object({ name: z.string().min(2), count: z.coerce.number().int() }) } },
    async (request) => ok(request.body),
  );
  app.get('/api/explode', async () => {
    throw new Error('password=hunter2 at db.internal:5432');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('error model', () => {
  it('answers an AppError with the status, code and text of the catalogue', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/product/999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ resultCode: 12003, resultInfo: 'Product not found' });
  });

  it('answers invalid input with 400 / 10002 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'x', count: 1 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.resultCode).toBe(10002);
    expect(body.resultInfo).toMatch(/^name: /);
    expect(Object.keys(body).sort()).toEqual(['resultCode', 'resultInfo']);
  });

  it('answers malformed JSON with 400 / 10002', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultCode).toBe(10002);
  });

  it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ resultCode: 10000, resultInfo: resultCodes.internalError.info });
    expect(response.body).not.toMatch(/hunter2|db\.internal|stack|at .*\.ts/);
  });

  it('answers an unknown route with 404 "Interface 404"', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ resultCode: 10005, resultInfo: 'Interface 404' });
  });

  it('parses form-encoded bodies like JSON ones', async () => {
    const response = await injectForm(app, '/api/echo', 'name=Alice&count=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resultCode: 0, resultInfo: 'Success', data: { name: 'Alice', count: 3 } });
  });
});

describe('request ids', () => {
  it('echoes a well-formed x-request-id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/product/1',
      headers: { 'x-request-id': 'req-0123456789abcdef' },
    });
    expect(response.headers['x-request-id']).toBe('req-0123456789abcdef');
  });

  it('replaces a malformed x-request-id with a fresh UUID, also on errors', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'bad id; drop table' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('health, readiness and metrics, on the operational app only', () => {
  it('reports liveness on /healthz', async () => {
    const response = await app.ops.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports not ready while a dependency check throws, and ready once it passes', async () => {
    isDatabaseUp = false;
    const down = await app.ops.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'not ready', checks: { database: 'down' } });

    isDatabaseUp = true;
    const up = await app.ops.inject({ method: 'GET', url: '/readyz' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('exposes request durations by route and status on /metrics', async () => {
    await app.inject({ method: 'GET', url: '/api/product/1' });
    const response = await app.ops.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      /^http_request_duration_seconds_count\{[^}]*route="\/api\/product\/:productId"[^}]*status="404"[^}]*\} [1-9]/m,
    );
    expect(response.body).toMatch(/service="error-model-test"/);
  });

  it('answers 404 for them on the public app', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ resultCode: 10005, resultInfo: 'Interface 404' });
    }
  });

  it('serves them on a port of their own once listening, and closes it with the app', async () => {
    const listening = createServiceApp({
      name: 'ops-port-test',
      logger: quietLogger(),
    });
    await listenServiceApp(listening, { HOST: '127.0.0.1', PORT: 0, OPS_PORT: 0 });
    const port = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
    const publicUrl = `http://127.0.0.1:${port(listening.server)}`;
    const opsUrl = `http://127.0.0.1:${port(listening.ops.server)}`;
    expect(opsUrl).not.toBe(publicUrl);
    expect((await fetch(`${opsUrl}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${opsUrl}/metrics`)).text()).toMatch(/service="ops-port-test"/);
    expect((await fetch(`${publicUrl}/metrics`)).status).toBe(404);
    await listening.close();
    await expect(fetch(`${opsUrl}/healthz`)).rejects.toThrow();
  });
});

describe('result code catalogue', () => {
  it('has unique codes, the fixed session codes 11007 and 11008, and a 4xx/5xx status for every failure', () => {
    const entries = Object.values(resultCodes);
    const codes = entries.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(resultCodes.userNotLoggedIn).toMatchObject({ code: 11007, status: 401 });
    expect(resultCodes.userTokenInvalid).toMatchObject({ code: 11008, status: 401 });
    for (const entry of entries.filter((candidate) => candidate.code !== 0)) {
      expect(entry.status).toBeGreaterThanOrEqual(400);
    }
  });
});
