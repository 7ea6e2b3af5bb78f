import { createSigner } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  limits,
  newVisitor,
  secrets,
  signed,
  type TReceived,
  useGatewayUnderTest,
} from './support/gateway-under-test.ts';

// Not cached by the gateway, so every call reaches the upstream and what it received can be checked.
const API = '/api/auth/userCheckLogin';
const underTest = useGatewayUnderTest();

async function callApi(headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return underTest.gateway.app.inject({
    url: await signed(API),
    headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
  });
}

function openPage(url: string, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return underTest.gateway.app.inject({ url, headers: { accept: 'text/html', ...headers } });
}

const remaining = (response: LightMyRequestResponse) => Number(response.headers['ratelimit-remaining']);
const lastReceived = (): TReceived => underTest.upstream.received.at(-1)!;

describe('one budget per visitor for API calls and page views', () => {
  it('counts each page view once, in the same budget as the API calls', async () => {
    const visitor = newVisitor();
    const first = await callApi(visitor);
    expect(first.statusCode).toBe(200);
    expect(remaining(first)).toBe(limits.perIp - 1);

    const page = await openPage('/products/football', visitor);
    expect(page.statusCode).toBe(200);
    expect(page.headers['ratelimit-limit']).toBe(String(limits.perIp));
    expect(remaining(page)).toBe(limits.perIp - 2);
    expect(remaining(await callApi(visitor))).toBe(limits.perIp - 3);
  });

  it('refuses page views beyond the budget with 429, Retry-After and the error body', async () => {
    const visitor = newVisitor();
    for (let i = 0; i < limits.perIp; i++) expect((await openPage('/', visitor)).statusCode).toBe(200);
    const refused = await openPage('/', visitor);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ resultCode: 10006 });
    // The budget is shared: the visitor's API calls are refused too.
    expect((await callApi(visitor)).statusCode).toBe(429);
  });

  it('counts a signed-in visitor per user, however many addresses they use', async () => {
    const signJwt = createSigner({ key: secrets.jwt, algorithm: 'HS256', expiresIn: 60_000 });
    const cookie = `jwt=${signJwt({ sub: 'u-budget', email: 'budget@example.com' })}`;
    const page = await openPage('/', { ...newVisitor(), cookie });
    expect(page.headers['ratelimit-limit']).toBe(String(limits.perUser));
    expect(remaining(page)).toBe(limits.perUser - 1);
    expect(remaining(await callApi({ ...newVisitor(), cookie }))).toBe(limits.perUser - 2);
  });

  it('treats an IPv6 /64 as one visitor', async () => {
    expect(remaining(await openPage('/', { 'x-forwarded-for': '2001:db8:77:1::1' }))).toBe(limits.perIp - 1);
    expect(remaining(await openPage('/', { 'x-forwarded-for': '2001:db8:77:1:ffff::9' }))).toBe(limits.perIp - 2);
    expect(remaining(await openPage('/', { 'x-forwarded-for': '2001:db8:77:2::1' }))).toBe(limits.perIp - 1);
  });

  it('does not count static assets', async () => {
    const visitor = newVisitor();
    for (const url of ['/assets/entry.client-BX3k9.js', '/favicon.svg']) {
      for (let i = 0; i <= limits.perIp; i++) {
        const response = await openPage(url, visitor);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['ratelimit-remaining'], url).toBeUndefined();
      }
    }
    expect(remaining(await callApi(visitor))).toBe(limits.perIp - 1);
  });
});

describe("a payment provider's webhook", () => {
  const deliver = (headers: Record<string, string>) =>
    underTest.gateway.app.inject({
      method: 'POST',
      url: '/api/webhook/stripe',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { id: 'evt_1' },
    });

  it('spends a budget of its own per address, never the visitor budget of that address', async () => {
    const provider = newVisitor();
    for (let delivery = 1; delivery <= limits.perWebhook; delivery++) {
      const answer = await deliver(provider);
      expect(answer.statusCode).toBe(200);
      expect(remaining(answer)).toBe(limits.perWebhook - delivery);
      expect(lastReceived().url).toBe('/api/webhook/stripe');
    }
    const refused = await deliver(provider);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same address's own API calls still have their whole budget.
    const call = await callApi(provider);
    expect(call.statusCode).toBe(200);
    expect(remaining(call)).toBe(limits.perIp - 1);
  });

  it('still gets through from an address whose visitor budget is spent', async () => {
    const visitor = newVisitor();
    for (let call = 0; call < limits.perIp; call++) expect((await callApi(visitor)).statusCode).toBe(200);
    expect((await callApi(visitor)).statusCode).toBe(429);
    const delivery = await deliver(visitor);
    expect(delivery.statusCode).toBe(200);
    expect(remaining(delivery)).toBe(limits.perWebhook - 1);
  });
});

describe('health, readiness and metrics', () => {
  it.each(['/healthz', '/readyz', '/metrics', '/%6detrics', '/Metrics', '/healthz/', '/readyz;x', '/metrics.'])(
    'are not on the public port: %s answers 404 uncounted, and no upstream is asked',
    async (url) => {
      const visitor = newVisitor();
      for (let i = 0; i <= limits.perIp; i++) {
        const response = await openPage(url, visitor);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ resultCode: 10005, resultInfo: 'Interface 404' });
        expect(response.headers['ratelimit-remaining'], url).toBeUndefined();
      }
      expect(underTest.upstream.received).toEqual([]);
    },
  );

  it('are served by the operational app', async () => {
    const { ops } = underTest.gateway.app;
    expect((await ops.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ops.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
    expect((await ops.inject({ url: '/metrics' })).body).toMatch(/^# TYPE gateway_rate_limit_refusals_total counter$/m);
  });
});

describe("the web server's own calls", () => {
  it('are not counted when they carry the web server token, which no service receives', async () => {
    const visitor = newVisitor();
    for (let i = 0; i <= limits.perIp; i++) {
      const response = await callApi({ ...visitor, 'x-mw-web-server-token': secrets.webServerToken });
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-remaining']).toBeUndefined();
      expect(lastReceived().headers['x-mw-web-server-token']).toBeUndefined();
      // x-forwarded-for still names the visitor, for the services' logs.
      expect(lastReceived().headers['x-forwarded-for']).toBe(visitor['x-forwarded-for']);
    }
    expect(remaining(await callApi(visitor))).toBe(limits.perIp - 1);
  });

  it('are counted as usual with a forged or misplaced token, which goes no further either', async () => {
    const visitor = newVisitor();
    const forged = await callApi({ ...visitor, 'x-mw-web-server-token': 'a-guess-at-the-web-server-token' });
    expect(remaining(forged)).toBe(limits.perIp - 1);
    expect(lastReceived().headers['x-mw-web-server-token']).toBeUndefined();
    const empty = await callApi({ ...visitor, 'x-mw-web-server-token': '' });
    expect(remaining(empty)).toBe(limits.perIp - 2);
    // On a page request even the right token exempts nothing: only the web server's API calls are exempt.
    const page = await openPage('/', { ...visitor, 'x-mw-web-server-token': secrets.webServerToken });
    expect(remaining(page)).toBe(limits.perIp - 3);
    expect(lastReceived().headers['x-mw-web-server-token']).toBeUndefined();
  });

  it('never hand the token to a client, even when an upstream echoes it', async () => {
    const answers = [
      await callApi(newVisitor()),
      await callApi({ ...newVisitor(), 'x-mw-web-server-token': secrets.webServerToken }),
      await openPage('/', newVisitor()),
      await openPage('/favicon.svg', newVisitor()),
      await underTest.gateway.app.inject({ url: await signed('/api/product/list?sportType=1'), headers: newVisitor() }),
    ];
    for (const answer of answers) expect(answer.headers['x-mw-web-server-token']).toBeUndefined();
  });
});

describe('the counted-page-view marker the web server relies on', () => {
  it('is set by the gateway on a counted page view only', async () => {
    await openPage('/docs', newVisitor());
    expect(lastReceived().headers['x-mw-page-view-counted']).toBe('1');
    await openPage('/assets/missing-1234.js', newVisitor());
    expect(lastReceived().headers['x-mw-page-view-counted']).toBeUndefined();
  });

  it('cannot be forged by a client on an uncounted request or an API call', async () => {
    const forged = { ...newVisitor(), 'x-mw-page-view-counted': '1' };
    await openPage('/assets/missing-1234.js', forged);
    expect(lastReceived().headers['x-mw-page-view-counted']).toBeUndefined();
    await callApi(forged);
    expect(lastReceived().headers['x-mw-page-view-counted']).toBeUndefined();
  });
});
