import { createSigner } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { widgetEndpoints, widgetRoutes, type TWidgetEndpoint } from '../src/routes/widget-routes.ts';
import { limits, newVisitor, secrets, signed } from './support/gateway-under-test.ts';
import { framePolicy, useWidgetGatewayUnderTest } from './support/widget-upstream.ts';

/**
 * Widget traffic (`widget` access in packages/contracts) comes from customers' pages on any origin:
 * the gateway forwards it unsigned, without cookies or identity, with the browser's own Origin and
 * Sec-Fetch-* headers, on a budget of its own per address (docs/decisions/0021).
 */
const underTest = useWidgetGatewayUnderTest();
const key = 'mw_anim_0123456789abcdef0123456789abcdef';
const signJwt = createSigner({ key: secrets.jwt, algorithm: 'HS256', expiresIn: 60_000 });

function callWidget(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return underTest.gateway.app.inject({ url, headers: { ...newVisitor(), ...headers } });
}

const lastReceived = () => underTest.widgets.received.at(-1)!;
/** How many sessions the gateway has checked with the account service so far. */
async function sessionChecks(): Promise<number> {
  const metric = underTest.gateway.app.metrics.getSingleMetric('gateway_session_checks_total');
  if (!metric) throw new Error('the gateway counts no session checks');
  return (await metric.get()).values.reduce((sum, { value }) => sum + value, 0);
}

describe('a widget call through the gateway', () => {
  it('is forwarded without the site’s signature, path and query unchanged', async () => {
    const url = `/widget/v1/config?key=${key}&animType=1&lang=vi`;
    const response = await callWidget(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ resultCode: 0 });
    expect(lastReceived().url).toBe(url);
  });

  it('reaches the service without cookies or any identity, even from a signed-in browser', async () => {
    const sessionChecksBefore = await sessionChecks();
    const cookie = `jwt=${signJwt({ sub: 'u-widget', email: 'w@example.com', sid: 's-1' })}; staff_jwt=x; other=1`;
    await callWidget(`/widget/v1/matches?key=${key}&animType=1`, {
      cookie,
      'x-mw-identity': 'forged-assertion',
      'x-mw-user-id': 'u-forged',
    });
    const { headers } = lastReceived();
    expect(headers.cookie).toBeUndefined();
    expect(headers['x-mw-identity']).toBeUndefined();
    expect(headers['x-mw-user-id']).toBeUndefined();
    // Nobody's session was looked at on the way; an /api call with that cookie has it checked.
    expect(await sessionChecks()).toBe(sessionChecksBefore);
    await underTest.gateway.app.inject({
      url: await signed('/api/animation/getAnimConfigRsp'),
      headers: { ...newVisitor(), 'x-requested-with': 'XMLHttpRequest', cookie },
    });
    expect(await sessionChecks()).toBe(sessionChecksBefore + 1);
  });

  it('passes the browser’s Origin, Sec-Fetch-* and Last-Event-ID on unchanged, and the address as resolved', async () => {
    const browser = {
      origin: 'https://customer.example',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
      'last-event-id': '1764999999-3',
    };
    await callWidget(`/animAPI/live?lang=en&limit=1`, { ...browser, 'x-forwarded-for': '203.0.113.9, 198.51.100.77' });
    expect(lastReceived().headers).toMatchObject({ ...browser, 'x-forwarded-for': '198.51.100.77' });
  });

  it('answers with the service’s CORS headers and no Cross-Origin-Resource-Policy of the gateway’s', async () => {
    const response = await callWidget(`/widget/v1/config?key=${key}&animType=1`, {
      origin: 'https://customer.example',
      'accept-encoding': 'gzip',
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://customer.example');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    // Compressed, and the answer still varies by origin.
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers.vary)).toMatch(/origin/i);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('keeps the fence image’s own Cross-Origin-Resource-Policy', async () => {
    const response = await callWidget('/widget/v1/image?file=silk/animation/fence-1.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('is never answered from the public cache', async () => {
    const url = `/widget/v1/config?key=${key}&animType=1`;
    const [first, second] = [await callWidget(url), await callWidget(url)];
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual([undefined, undefined]);
    expect(underTest.widgets.received.filter((request) => request.url === url)).toHaveLength(2);
  });

  it('under a widget prefix but named by no definition, gets the service’s own 404', async () => {
    const response = await callWidget('/widget/v1/no-such-path');
    expect(response.statusCode).toBe(404);
    expect(lastReceived().url).toBe('/widget/v1/no-such-path');
  });
});

describe('the framed widget page', () => {
  it('keeps the policy its service set, with the whitelist’s frame-ancestors', async () => {
    const response = await callWidget(`/widget/v1/frame?key=${key}&animType=1`, { 'sec-fetch-dest': 'iframe' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(framePolicy);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('gets the gateway’s policy, framable by this site only, when the service set none', async () => {
    const refused = await callWidget('/widget/v1/frame?key=refused&animType=1');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('is the only widget answer whose policy the service may set', async () => {
    const script = await callWidget('/widget/v1/animation.js');
    expect(script.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('the site’s checks', () => {
  it('still refuse an unsigned /api call, of the animation service too', async () => {
    const unsigned = await underTest.gateway.app.inject({
      method: 'POST',
      url: '/api/animation/animationMaterialList',
      headers: { ...newVisitor(), 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: { animType: 1 },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ resultCode: 10010 });
    expect(underTest.widgets.received).toHaveLength(0);

    await underTest.gateway.app.inject({
      method: 'POST',
      url: await signed('/api/animation/animationMaterialList'),
      headers: { ...newVisitor(), 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: { animType: 1 },
    });
    expect(lastReceived().url).toMatch(/^\/api\/animation\/animationMaterialList(\?|$)/);
  });
});

describe('the widget’s rate budget', () => {
  const remaining = (response: LightMyRequestResponse) => Number(response.headers['ratelimit-remaining']);

  it('is its own per address, apart from the site budget of that address, signed in or not', async () => {
    const visitor = newVisitor();
    const cookie = `jwt=${signJwt({ sub: 'u-budget-widget', email: 'b@example.com' })}`;
    for (let call = 1; call <= limits.perWidget; call++) {
      const response = await callWidget(`/widget/v1/matches?key=${key}&animType=1`, {
        ...visitor,
        ...(call % 2 === 0 ? { cookie } : {}),
      });
      expect(response.headers['ratelimit-limit']).toBe(String(limits.perWidget));
      expect(remaining(response)).toBe(limits.perWidget - call);
    }
    const refused = await callWidget(`/widget/v1/config?key=${key}&animType=1`, visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ resultCode: 10006 });

    // The address's site budget is untouched.
    const page = await underTest.gateway.app.inject({ url: '/', headers: { ...visitor, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(remaining(page)).toBe(limits.perIp - 1);
  });
});

describe('the widget routes from packages/contracts', () => {
  const routes = widgetRoutes({ ANIMATION_URL: 'http://animation.invalid' });
  const sample = widgetEndpoints()[0]!;
  const variant = (changes: Partial<TWidgetEndpoint>): TWidgetEndpoint => ({ ...sample, ...changes });

  it('forward each first path segment of the widget definitions to the animation service', () => {
    const prefixes = [...new Set(widgetEndpoints().map((endpoint) => `/${endpoint.path.split('/')[1]}`))];
    expect(routes.map((route) => route.prefix).sort()).toEqual(prefixes.sort());
    expect(prefixes).toEqual(expect.arrayContaining(['/widget', '/animAPI', '/bskAnimAPI']));
    for (const route of routes)
      expect(route).toMatchObject({ service: 'animation', upstream: 'http://animation.invalid' });
  });

  it('refuse a prefix two services would share, the site’s or the data API’s prefix, and a cache policy', () => {
    const urls = { ANIMATION_URL: 'http://a.invalid', DOCS_URL: 'http://d.invalid' };
    const shared = [variant({ path: '/widget/v1/config' }), variant({ service: 'docs', path: '/widget/v2/other' })];
    expect(() => widgetRoutes(urls, shared)).toThrow(/shares \/widget with animation/);
    expect(() => widgetRoutes(urls, [variant({ path: '/api/widget/live' })])).toThrow(/not a widget prefix/);
    expect(() => widgetRoutes(urls, [variant({ path: '/v1/widget' })])).toThrow(/not a widget prefix/);
    const cached = variant({ cache: { droppedBy: ['animation.config-published.v1'] } });
    expect(() => widgetRoutes(urls, [cached])).toThrow(/never cached/);
  });
});
