import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { loadGatewayConfig } from '../src/config.ts';
import { isApiPath, routedPath } from '../src/plugins/routed-path.ts';
import { serviceRoutes } from '../src/routes/service-routes.ts';
import { sendRaw as sendRawAs, type TRawAnswer } from '@matchwire/devinfra/raw-request';
import { newVisitor, signed, useGatewayUnderTest } from './support/gateway-under-test.ts';

/**
 * The signature and X-Requested-With guard the route that answers, whatever the spelling of its
 * path. Sent over a real socket: inject() would resolve `/./` and `..` before the gateway saw them.
 */
const underTest = useGatewayUnderTest();
let origin = '';

beforeAll(async () => {
  await underTest.gateway.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(underTest.gateway.app.server.address() as AddressInfo).port}`;
});

/** A POST as an attacker's page would send it (@matchwire/devinfra/raw-request), from a fresh visitor. */
function sendRaw(path: string, headers: Record<string, string> = {}, method = 'POST'): Promise<TRawAnswer> {
  // A fresh visitor each time, so the rate budget never decides an answer here.
  return sendRawAs(origin, path, {
    method,
    body: method === 'POST' ? JSON.stringify({ account: 'victim@example.com', password: 'guess' }) : undefined,
    headers: { ...newVisitor(), ...headers },
  });
}

const prefixes = serviceRoutes(
  loadGatewayConfig({
    SIGNING_SECRET: 'x'.repeat(16),
    JWT_SECRET: 'x'.repeat(16),
    WEB_SERVER_TOKEN: 'x'.repeat(16),
    INTERNAL_SECRET_GATEWAY: 'x'.repeat(16),
    GATEWAY_IDENTITY_PRIVATE_KEY: gatewayIdentityKeys.privateKey,
  }),
).map((route) => route.prefix);

/** `/api/<rest>` written in ways that some reader (router, web server, service) takes for `/api/<rest>`. */
const spellingsOfApi: [string, (rest: string) => string][] = [
  ['%61 for a', (rest) => `/%61pi/${rest}`],
  ['%69 for i', (rest) => `/ap%69/${rest}`],
  ['%41 upper case', (rest) => `/%41PI/${rest}`],
  ['upper case', (rest) => `/API/${rest}`],
  ['mixed case', (rest) => `/Api/${rest}`],
  ['%2F for the slash', (rest) => `/api%2F${rest}`],
  ['%2f for the slash', (rest) => `/api%2f${rest}`],
  ['%5C for the slash', (rest) => `/api%5C${rest}`],
  ['a leading //', (rest) => `//api/${rest}`],
  ['a leading /./', (rest) => `/./api/${rest}`],
  ['a .. segment', (rest) => `/x/../api/${rest}`],
  ['an encoded .. segment', (rest) => `/x/%2e%2e/api/${rest}`],
  ['a ;parameter', (rest) => `/api;x/${rest}`],
  ['a trailing dot', (rest) => `/api./${rest}`],
  ['trailing dots', (rest) => `/api../${rest}`],
  ['a double-encoded a', (rest) => `/%2561pi/${rest}`],
  ['an absolute-form target', (rest) => `http://gateway.example/api/${rest}`],
];

/** A plain `/api/` whose remainder a reader may route elsewhere. */
const irregularRemainders: [string, (rest: string) => string][] = [
  ['//', (rest) => `/api//${rest}`],
  ['/./', (rest) => `/api/./${rest}`],
  ['/../', (rest) => `/api/x/../${rest}`],
  ['encoded /../', (rest) => `/api/x/%2e%2e/${rest}`],
  ['%2F', (rest) => `/api/${rest.replace('/', '%2F')}/x`],
  ['%5C', (rest) => `/api/${rest}%5Cx`],
  ['%25', (rest) => `/api/${rest}/%2561`],
];

describe.each(prefixes)('the prefix %s', (prefix) => {
  const rest = `${prefix.slice('/api/'.length)}/login`;

  it.each([...spellingsOfApi, ...irregularRemainders])(
    'refuses %s with 400 before any service sees it',
    async (_, spell) => {
      const answer = await sendRaw(spell(rest));
      expect(answer.status, spell(rest)).toBe(400);
      expect(JSON.parse(answer.body), spell(rest)).toEqual({ resultCode: 10002, resultInfo: 'Ambiguous request path' });
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(underTest.upstream.received).toEqual([]);
    },
  );

  it('checks X-Requested-With and the signature on the plain path and on escapes the router decodes', async () => {
    for (const path of [`/api/${rest}`, `/api/${rest.replace(/.$/, '%6e')}`]) {
      const unsigned = await sendRaw(path);
      expect(unsigned.status, path).toBe(400);
      expect(JSON.parse(unsigned.body).resultCode, path).toBe(10013);
      const unsignedWithHeader = await sendRaw(path, { 'x-requested-with': 'XMLHttpRequest' });
      expect(unsignedWithHeader.status, path).toBe(401);
    }
    expect(underTest.upstream.received).toEqual([]);
    // A signed call on the plain path is passed on: the refusals above come from the checks.
    const passed = await sendRaw(await signed(`/api/${rest}`), { 'x-requested-with': 'XMLHttpRequest' });
    expect(passed.status).toBe(200);
  });
});

describe('routes the gateway answers itself', () => {
  it.each(['http://gateway.example/api/setting/getSystemConfig', '/%61pi/setting/getSystemConfig'])(
    'refuses an unsigned read of the public cache at %s',
    async (path) => {
      const answer = await sendRaw(path, {}, 'GET');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ resultCode: 10002, resultInfo: 'Ambiguous request path' });
      expect(underTest.upstream.received).toEqual([]);
    },
  );
});

describe('paths that only resemble /api', () => {
  it.each(['/apis/auth/login', '/api-docs', '/rapid/auth/login', '/docs/api/auth/login'])(
    '%s is a page of the web app',
    async (path) => {
      const answer = await sendRaw(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body).toContain('<title>page</title>');
    },
  );
});

describe('routedPath', () => {
  it.each([
    ['/api/auth/login?timestamp=1', '/api/auth/login'],
    ['/%61pi/auth/login', '/api/auth/login'],
    ['/api%2Fauth/login', '/api%2Fauth/login'],
    ['/api/%2561', '/api/%2561'],
    ['/api/a%20b#x', '/api/a b'],
    ['/api/%zz', undefined],
    ['http://gateway.example/api/auth/login?x=1', '/api/auth/login'],
  ])('%s is routed as %s', (url, path) => {
    expect(routedPath(url)).toBe(path);
  });

  it('agrees with the router on which route answers', async () => {
    const router = Fastify();
    router.all('/api/*', async () => 'api');
    router.all('/*', async () => 'web');
    for (const url of [
      '/api/auth/login',
      '/%61pi/auth/login',
      '/api%2Fauth/login',
      '/API/x',
      '/api;x/y',
      '/a%70i/x?y',
    ]) {
      const answered = (await router.inject({ url })).body;
      expect(answered, url).toBe(isApiPath(url) ? 'api' : 'web');
    }
  });
});
