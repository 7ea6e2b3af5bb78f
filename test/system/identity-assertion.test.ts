import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { asserted, gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { createSigner } from 'fast-jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../support/browser-session.ts';
import { testEnv } from '../support/env.ts';

/**
 * Services believe an identity only from the gateway's signed assertion (docs/decisions/0009): a
 * call to a service's own port with hand-made identity headers, or with an assertion signed by
 * another key, meant for another service, or expired, is refused; the same route through the
 * gateway works.
 */
let session: BrowserSession;
let user: { userId: string; email: string };

beforeAll(async () => {
  const email = 'demo@matchwire.io';
  session = new BrowserSession({ 'x-forwarded-for': '198.18.254.78' });
  expect((await session.post('/api/auth/login', { account: email, password: 'Demo1234' })).body.resultCode).toBe(0);
  user = { userId: (await session.get('/api/auth/userCheckLogin')).body.data.userId as string, email };
});

const routes = {
  account: { base: testEnv.accountUrl, method: 'GET', path: '/api/auth/userCheckLogin' },
  catalogue: { base: testEnv.catalogueUrl, method: 'POST', path: '/api/product/marketingUserAddByProductId' },
} as const;

async function callDirectly(service: keyof typeof routes, headers: Record<string, string>): Promise<number> {
  const route = routes[service];
  const response = await fetch(`${route.base}${route.path}`, {
    method: route.method,
    headers: route.method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
    body: route.method === 'POST' ? JSON.stringify({ productIds: [83] }) : undefined,
  });
  return ((await response.json()) as { resultCode: number }).resultCode;
}

/** An assertion as the gateway would write it, but signed with `key` and dated `ageSeconds` ago. */
function forgedAssertion(audience: string, key: string, ageSeconds = 0): Record<string, string> {
  const now = Math.floor(Date.now() / 1000) - ageSeconds;
  const sign = createSigner({ key, algorithm: 'EdDSA' });
  const token = sign({ iss: 'gateway', aud: audience, sub: user.userId, email: user.email, iat: now, exp: now + 60 });
  return { 'x-mw-identity': token };
}

const pemOf = (base64Der: string) =>
  createPrivateKey({ key: Buffer.from(base64Der, 'base64'), format: 'der', type: 'pkcs8' })
    .export({ format: 'pem', type: 'pkcs8' })
    .toString();
const gatewayKey = () => pemOf(gatewayIdentityKeys.privateKey);
const otherKey = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

describe.each(['account', 'catalogue'] as const)('the %s service on its own port', (service) => {
  it('works through the gateway', async () => {
    const route = routes[service];
    const answer =
      route.method === 'GET' ? await session.get(route.path) : await session.post(route.path, { productIds: '83' });
    expect(answer.body.resultCode).toBe(0);
  });

  it('ignores hand-made identity headers (11007)', async () => {
    const forged = {
      'x-mw-user-id': user.userId,
      'x-mw-user-email': user.email,
      'x-mw-user-tester': 'true',
      'x-mw-admin-id': 'admin-1',
    };
    expect(await callDirectly(service, forged)).toBe(11007);
  });

  it('refuses an assertion signed by another key, for another service, or expired (11008)', async () => {
    const otherService = service === 'account' ? 'catalogue' : 'account';
    expect(await callDirectly(service, forgedAssertion(service, otherKey()))).toBe(11008);
    expect(await callDirectly(service, forgedAssertion(otherService, gatewayKey()))).toBe(11008);
    expect(await callDirectly(service, forgedAssertion(service, gatewayKey(), 120))).toBe(11008);
    expect(await callDirectly(service, asserted(otherService, user))).toBe(11008);
  });
});
