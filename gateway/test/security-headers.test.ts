import Fastify, { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setSecurityHeaders } from '../src/plugins/security-headers.ts';
import { newVisitor, signed, useGatewayUnderTest } from './support/gateway-under-test.ts';

const underTest = useGatewayUnderTest();
const NONCE_HEADER = 'x-mw-csp-nonce';
const FORGED_NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';

async function openPage(path: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return underTest.gateway.app.inject({ url: path, headers: { accept: 'text/html', ...newVisitor(), ...headers } });
}

async function callApi(path: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const url = await signed(path);
  return underTest.gateway.app.inject({
    url,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...newVisitor(), ...headers },
  });
}

/** The policy's directives by name: `{ 'script-src': ["'self'", "'nonce-…'"], … }`. */
function directivesOf(answer: LightMyRequestResponse): Record<string, string[]> {
  const policy = String(answer.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function nonceOf(answer: LightMyRequestResponse): string | undefined {
  return /'nonce-([^']+)'/.exec(directivesOf(answer)['script-src']?.join(' ') ?? '')?.[1];
}

function expectSecurityHeaders(answer: LightMyRequestResponse): void {
  const directives = directivesOf(answer);
  const nonce = nonceOf(answer);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(directives['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(directives['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'self'"]);
  expect(directives['form-action']).toEqual(["'self'"]);
  expect(directives['frame-ancestors']).toEqual(["'self'"]);
  // blob: lets the ticket form preview a picked image (an object URL of the user's own file).
  expect(directives['img-src']).toEqual(["'self'", 'blob:']);
  for (const name of ['font-src', 'connect-src', 'frame-src']) expect(directives[name], name).toEqual(["'self'"]);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  const permissions = String(answer.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, feature).toContain(`${feature}=()`);
  }
}

describe('security headers on every answer of the public port', () => {
  it('gives a page the policy with a nonce, which the web server receives to put on its scripts', async () => {
    const page = await openPage('/products/football');
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page);
    const [received] = underTest.upstream.received;
    expect(received?.headers[NONCE_HEADER]).toBe(nonceOf(page));
  });

  it('gives API answers, the cached ones and the gateway’s own refusals the same headers', async () => {
    const answers = [
      await callApi('/api/faq/article?id=1'),
      await callApi('/api/setting/getSystemConfig'),
      await callApi('/api/no-such-service/x'),
      await openPage('/%61pi/auth/login'),
      await openPage('/metrics'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 400, 404]);
    for (const answer of answers) expectSecurityHeaders(answer);
    // Services render no HTML: the nonce goes to the web server only.
    for (const received of underTest.upstream.received) expect(received.headers[NONCE_HEADER]).toBeUndefined();
  });

  it('makes a fresh nonce for every request', async () => {
    const nonces = [];
    for (let round = 0; round < 5; round++)
      nonces.push(nonceOf(await openPage('/')), nonceOf(await callApi('/api/product/list')));
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(
      underTest.upstream.received
        .filter((received) => received.url === '/')
        .map((received) => received.headers[NONCE_HEADER]),
    ).toEqual(nonces.filter((_nonce, index) => index % 2 === 0));
  });

  it('strips a nonce header sent by the client: the web server only ever gets the gateway’s', async () => {
    const page = await openPage('/faq', { [NONCE_HEADER]: FORGED_NONCE });
    await callApi('/api/faq/article?id=1', { [NONCE_HEADER]: FORGED_NONCE });
    expect(nonceOf(page)).not.toBe(FORGED_NONCE);
    const [toWeb, toService] = underTest.upstream.received;
    expect(toWeb?.headers[NONCE_HEADER]).toBe(nonceOf(page));
    expect(toService?.headers[NONCE_HEADER]).toBeUndefined();
  });

  it('sends Strict-Transport-Security only for requests that came over HTTPS through a trusted proxy', async () => {
    const overHttps = await openPage('/', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await callApi('/api/product/list', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
    ).toBeDefined();
    expect((await openPage('/')).headers['strict-transport-security']).toBeUndefined();
    // X-Forwarded-Proto from a client that is not a trusted proxy is not believed.
    const claimed = await underTest.gateway.app.inject({
      url: '/',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    expectSecurityHeaders(claimed);
  });

  it('leaves static assets readable from other sites (images in e-mails), with the other headers', async () => {
    const asset = await openPage('/favicon.svg');
    expect(asset.headers['cross-origin-resource-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(nonceOf(asset)).toBeDefined();
  });
});

describe('the policy’s hooks', () => {
  it('lets an embeddable page name where it may be framed, and adds configured image origins', async () => {
    const app = Fastify();
    setSecurityHeaders(app, {
      imageSources: ['https://img.example.com'],
      embeddable: [{ matches: (path) => path.startsWith('/widget/'), frameAncestors: ['https://partner.example'] }],
    });
    app.get('/*', async () => 'ok');
    const widget = await app.inject({ url: '/widget/live?x=1' });
    const page = await app.inject({ url: '/widgets' });
    expect(directivesOf(widget)['frame-ancestors']).toEqual(['https://partner.example']);
    expect(directivesOf(page)['frame-ancestors']).toEqual(["'self'"]);
    expect(directivesOf(page)['img-src']).toEqual(["'self'", 'blob:', 'https://img.example.com']);
  });
});
