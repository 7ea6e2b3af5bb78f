import { computeSign } from '@matchwire/signing';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { HOLD_MS as SHARED_ANSWERS_HOLD_MS } from '../../web/app/lib/api/shared-answers.server.ts';
import { testEnv } from '../support/env.ts';
import {
  callGateway,
  eventually,
  newVisitor,
  openPage,
  productNames,
  readBody,
  remainingOf,
} from '../support/gateway-client.ts';
import { testerCookie } from '../support/tester-session.ts';

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
    expect(await productNames(1, { cookie: await testerCookie() })).toContain('Expected Goals (xG) Beta');
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
    // A documentation-range address, forwarded by a trusted proxy (loopback), gets its own bucket:
    // 198.51.100.100–249, which no other test uses (the data API tests call from 198.51.100.20).
    const client = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 150) + 100}` };
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

/**
 * One rate budget per visitor (docs/architecture.md#rate-limits): each page view and each of the
 * visitor's own API calls spends one request of it; the API calls the web server makes to render
 * a page do not, nor do static assets and health checks.
 */
describe('gateway edge: page views and the visitor budget', () => {
  const API = '/api/setting/getSystemConfig';
  // Five pages whose server render calls the gateway several times each (navigation, footer, page data).
  const pages = ['/', '/products/football', '/docs', '/faq', '/products/basketball'];
  // Only the catalogue knows this name: a page showing it was rendered with API data.
  const catalogueProductName = 'English Premier League';

  it('spends one request of the budget per page view, not one per API call the page makes', async () => {
    const visitor = newVisitor();
    const before = await callGateway(API, { headers: visitor });
    expect(before.status).toBe(200);
    const budget = remainingOf(before);
    expect(budget).toBe(testEnv.rateLimitPerIp - 1);

    for (const [index, path] of pages.entries()) {
      const page = await openPage(path, visitor);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('ratelimit-limit'), path).toBe(String(testEnv.rateLimitPerIp));
      expect(remainingOf(page), path).toBe(budget - index - 1);
      expect(await page.text(), path).toContain(catalogueProductName);
    }

    // The visitor's own calls still pass, and the budget dropped by the five page views only.
    const after = await callGateway(API, { headers: visitor });
    expect(after.status).toBe(200);
    expect(remainingOf(after)).toBe(budget - pages.length - 1);
  });

  it('refuses page views beyond the budget with 429, Retry-After and the error body', async () => {
    const visitor = newVisitor();
    // Spend all but two requests of the budget on API calls, a batch at a time.
    const spend = testEnv.rateLimitPerIp - 2;
    for (let sent = 0; sent < spend; sent += 25) {
      const batch = Array.from({ length: Math.min(25, spend - sent) }, () =>
        callGateway(API, { headers: visitor }).then((response) => response.arrayBuffer()),
      );
      await Promise.all(batch);
    }
    for (const expected of [1, 0]) {
      const page = await openPage('/', visitor);
      expect(page.status).toBe(200);
      expect(remainingOf(page)).toBe(expected);
      await page.arrayBuffer();
    }

    const refused = await openPage('/', visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await readBody(refused);
    expect(body.resultCode).toBe(10006);
    expect(body.resultInfo).toMatch(/^Too many requests, please try again in \d+ s$/);
    // Another visitor is not affected.
    expect((await openPage('/', newVisitor())).status).toBe(200);
  });

  it('counts a signed-in visitor against their own budget, whatever their address', async () => {
    const cookie = `jwt=${signJwt({ sub: `u-budget-${Date.now()}`, email: 'budget@matchwire.io', tester: false })}`;
    const page = await openPage('/', { ...newVisitor(), cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('ratelimit-limit')).toBe(String(testEnv.rateLimitPerUser));
    expect(remainingOf(page)).toBe(testEnv.rateLimitPerUser - 1);
    const call = await callGateway(API, { headers: { ...newVisitor(), cookie } });
    expect(remainingOf(call)).toBe(testEnv.rateLimitPerUser - 2);
  });

  it('gives a client no exemption for a forged web server token', async () => {
    const visitor = newVisitor();
    const forged = { ...visitor, 'x-mw-web-server-token': 'matchwire-prod-web-server-token' };
    const first = await callGateway(API, { headers: forged });
    expect(first.status).toBe(200);
    expect(remainingOf(first)).toBe(testEnv.rateLimitPerIp - 1);
    expect(remainingOf(await callGateway(API, { headers: forged }))).toBe(testEnv.rateLimitPerIp - 2);
    expect(remainingOf(await openPage('/', forged))).toBe(testEnv.rateLimitPerIp - 3);
    // Nor does the counted-page marker the gateway sets for the web server: a client's copy is dropped.
    // Anonymous renders share public answers for HOLD_MS, so wait that long: the render below must
    // ask the gateway itself for its calls to fall on someone's budget.
    await new Promise((resolve) => setTimeout(resolve, SHARED_ANSWERS_HOLD_MS + 200));
    const marked = await openPage('/assets/no-such-file-7f3a9c.js', { ...visitor, 'x-mw-page-view-counted': '1' });
    expect(marked.status).toBe(404);
    await marked.arrayBuffer();
    // That 404 page was rendered with API calls, and without a counted page view they were the visitor's.
    expect(remainingOf(await callGateway(API, { headers: visitor }))).toBeLessThan(testEnv.rateLimitPerIp - 4);
  });

  it('exempts only calls carrying the real web server token, which no page ever shows', async () => {
    const visitor = newVisitor();
    const webServer = { ...visitor, 'x-mw-web-server-token': testEnv.webServerToken };
    for (let i = 0; i < 3; i++) {
      const call = await callGateway(API, { headers: webServer });
      expect(call.status).toBe(200);
      expect(call.headers.get('ratelimit-remaining')).toBeNull();
      expect(call.headers.get('x-mw-web-server-token')).toBeNull();
      await call.arrayBuffer();
    }
    expect(remainingOf(await callGateway(API, { headers: visitor }))).toBe(testEnv.rateLimitPerIp - 1);

    for (const path of pages) {
      const page = await openPage(path, visitor);
      expect(page.headers.get('x-mw-web-server-token'), path).toBeNull();
      expect([...page.headers.values()].join('\n'), path).not.toContain(testEnv.webServerToken);
      expect(await page.text(), path).not.toContain(testEnv.webServerToken);
    }
  });

  it('does not count static assets', async () => {
    const visitor = newVisitor();
    const home = await openPage('/', visitor);
    expect(remainingOf(home)).toBe(testEnv.rateLimitPerIp - 1);
    const assets = [...new Set((await home.text()).match(/\/assets\/[\w.-]+\.(?:js|css)/g))].slice(0, 5);
    expect(assets.length).toBeGreaterThan(2);

    for (const path of [...assets, '/favicon.svg']) {
      for (let i = 0; i < 3; i++) {
        const response = await openPage(path, visitor);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('ratelimit-remaining'), path).toBeNull();
        await response.arrayBuffer();
      }
    }
    expect(remainingOf(await callGateway(API, { headers: visitor }))).toBe(testEnv.rateLimitPerIp - 2);
  });
});

/**
 * Health, readiness and metrics are for the cluster (probes, Prometheus) on each process's
 * operational port, which the ingress never routes; the public port answers 404 for them.
 */
describe('gateway edge: operational endpoints', () => {
  it.each(['/healthz', '/readyz', '/metrics', '/%6detrics', '/METRICS', '/metrics/', '/healthz;x'])(
    'are not public: %s answers 404 on the public port',
    async (path) => {
      const response = await openPage(path, newVisitor());
      expect(response.status).toBe(404);
      expect(await readBody(response)).toEqual({ resultCode: 10005, resultInfo: 'Interface 404' });
      expect(response.headers.get('ratelimit-remaining')).toBeNull();
    },
  );

  it("are on the gateway's operational port", async () => {
    expect(await (await fetch(`${testEnv.gatewayOpsUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    // Nothing the gateway cannot serve without; Redis and Kafka are reported, not required (ADR 0012),
    // as of their last background check (every 5 s, so a just-started gateway may not have seen them yet).
    const ready = await eventually(
      async () => {
        const response = await fetch(`${testEnv.gatewayOpsUrl}/readyz`);
        const body = (await response.json()) as { dependencies?: Record<string, string> };
        return Object.values(body.dependencies ?? {}).every((state) => state === 'ok') ? { response, body } : undefined;
      },
      15_000,
      "the gateway's dependency checks",
    );
    expect(ready.response.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: {}, dependencies: { store: 'ok', bus: 'ok' } });
    const metrics = await fetch(`${testEnv.gatewayOpsUrl}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await metrics.text()).toMatch(/^# TYPE gateway_rate_limit_refusals_total counter$/m);
  });

  it.each([
    ['catalogue', testEnv.catalogueUrl],
    ['account', testEnv.accountUrl],
    ['docs', testEnv.docsUrl],
    ['notification', testEnv.notificationUrl],
  ] as const)("are on the %s service's operational port, and not on its public one", async (name, publicUrl) => {
    const opsUrl = testEnv.serviceOpsUrls[name];
    const ready = await fetch(`${opsUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' }, dependencies: { bus: 'ok' } });
    expect(await (await fetch(`${opsUrl}/metrics`)).text()).toContain(`service="${name}"`);
    for (const path of ['/healthz', '/readyz', '/metrics'])
      expect((await fetch(`${publicUrl}${path}`)).status, `${name} ${path}`).toBe(404);
  });
});
