import { computeSign } from '@matchwire/signing';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env.ts';
import { callGateway, productNames, readBody } from '../support/gateway-client.ts';

const signJwt = createSigner({ key: testEnv.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 });

describe('gateway edge: signing, identity, rate limits', () => {
  it('answers a signed call with the catalogue data', async () => {
    const response = await callGateway('/api/product/list?sportType=1');
    expect(response.status).toBe(200);
    const body = await readBody(response);
    expect(body.resultCode).toBe(0);
    expect(body.data?.productList?.map((p) => p.productId)).toEqual(expect.arrayContaining([53, 82, 83]));
  });

  it('refuses an unsigned call', async () => {
    const response = await callGateway('/api/product/list?sportType=1', { sign: false });
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ resultCode: 10010, resultInfo: 'Request signature missing' });
  });

  it('refuses a stale timestamp even with a correct signature', async () => {
    const timestamp = String(Date.now() - 10 * 60 * 1000);
    const sign = await computeSign(testEnv.signingSecret, timestamp);
    const response = await callGateway(`/api/product/list?sportType=1&timestamp=${timestamp}&sign=${sign}`, {
      sign: false,
    });
    expect(response.status).toBe(401);
    expect((await readBody(response)).resultCode).toBe(10012);
  });

  it('refuses a signature made with another secret', async () => {
    const timestamp = String(Date.now());
    const sign = await computeSign('not-the-shared-secret', timestamp);
    const response = await callGateway(`/api/product/list?sportType=1&timestamp=${timestamp}&sign=${sign}`, {
      sign: false,
    });
    expect(response.status).toBe(401);
    expect((await readBody(response)).resultCode).toBe(10011);
  });

  it('refuses a call without X-Requested-With', async () => {
    const response = await fetch(`${testEnv.gatewayUrl}/api/product/list?sportType=1`);
    expect(response.status).toBe(400);
    expect((await readBody(response)).resultInfo).toBe('X-Requested-With header missing');
  });

  it('answers an unknown API path with Interface 404', async () => {
    const response = await callGateway('/api/no-such-interface');
    expect(response.status).toBe(404);
    expect(await readBody(response)).toEqual({ resultCode: 10005, resultInfo: 'Interface 404' });
  });

  it('ignores forged identity headers: tester-only products stay hidden', async () => {
    const forged = await productNames(1, {
      'x-mw-user-id': '1',
      'x-mw-user-email': 'a@b.co',
      'x-mw-user-tester': 'true',
    });
    expect(forged).not.toContain('Expected Goals (xG) Beta');
  });

  it('trusts the identity of a valid jwt cookie: a tester sees tester-only products', async () => {
    const token = signJwt({ sub: 'u-tester', email: 'tester@matchwire.io', tester: true });
    expect(await productNames(1, { cookie: `jwt=${token}` })).toContain('Expected Goals (xG) Beta');
  });

  it('treats a tampered jwt as a visitor', async () => {
    const token = signJwt({ sub: 'u-tester', email: 'tester@matchwire.io', tester: true });
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'u-admin', email: 'x@y.io', tester: true })).toString(
      'base64url',
    );
    expect(await productNames(1, { cookie: `jwt=${header}.${forgedPayload}.${signature}` })).not.toContain(
      'Expected Goals (xG) Beta',
    );
  });

  it('limits a client IP and answers 429 with Retry-After', async () => {
    // A documentation-range address, forwarded by a trusted proxy (loopback), gets its own bucket.
    const client = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
    const first = await callGateway('/api/setting/getSystemConfig', { headers: client });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe(String(testEnv.rateLimitPerIp));
    expect(Number(first.headers.get('ratelimit-remaining'))).toBe(testEnv.rateLimitPerIp - 1);

    let refused: Response | undefined;
    for (let i = 1; i <= testEnv.rateLimitPerIp && !refused; i++) {
      const response = await callGateway('/api/setting/getSystemConfig', { headers: client });
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readBody(refused!)).resultCode).toBe(10006);

    // Another client is not affected.
    const other = await callGateway('/api/setting/getSystemConfig', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(other.status).toBe(200);
  });
});
