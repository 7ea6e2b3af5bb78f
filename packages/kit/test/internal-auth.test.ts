import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp, type TServiceApp } from '../src/http/create-service-app.ts';
import { ok } from '../src/http/envelope.ts';
import { isSharedToken, protectInternalRoutes } from '../src/http/internal-auth.ts';
import { internalCallerHeaders, internalSecretsEnv, type TInternalCaller } from '../src/internal-callers.ts';
import { quietLogger } from './support/quiet-logger.ts';

const secrets = {
  catalogue: 'catalogue-secret-of-the-test',
  backoffice: 'backoffice-secret-of-the-test',
  gateway: 'gateway-secret-of-the-test',
} satisfies Partial<Record<TInternalCaller, string>>;
let app: TServiceApp;

beforeAll(async () => {
  app = createServiceApp({ name: 'internal-auth-test', logger: quietLogger() });
  protectInternalRoutes(app, secrets);
  app.get('/internal/refs', { config: { callers: ['catalogue'] } }, async () => ok({ refs: true }));
  app.post('/internal/admin-thing', { config: { callers: ['backoffice'] } }, async () => ok({ done: true }));
  app.get('/internal/forgotten', async () => ok({ open: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const call = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') =>
  app.inject({ method, url, headers });

describe('internal routes with per-caller credentials', () => {
  it('answer a caller that the route lists and that presents its own secret', async () => {
    const response = await call('/internal/refs', internalCallerHeaders('catalogue', secrets.catalogue));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ refs: true });
  });

  it('refuse a caller with a valid secret that the route does not list (403 noPermission)', async () => {
    const response = await call('/internal/admin-thing', internalCallerHeaders('catalogue', secrets.catalogue), 'POST');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ resultCode: 11016, resultInfo: 'No permission' });
  });

  it.each([
    ['a wrong secret', internalCallerHeaders('backoffice', 'not-the-backoffice-secret')],
    ['the same length, one character off', internalCallerHeaders('backoffice', secrets.backoffice.replace(/.$/, 'X'))],
    ["another caller's secret under this caller's name", internalCallerHeaders('backoffice', secrets.gateway)],
    ['a secret without a caller name', { 'x-mw-internal-secret': secrets.backoffice }],
    ['an unknown caller name', internalCallerHeaders('web' as TInternalCaller, secrets.backoffice)],
    ['a caller this service has no secret for', internalCallerHeaders('notification', secrets.backoffice)],
    ['no credentials at all', {}],
  ])('refuse %s (403)', async (_, headers) => {
    const response = await call('/internal/admin-thing', headers, 'POST');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ resultCode: 11016, resultInfo: 'No permission' });
  });

  it('refuse everyone on a route that lists no callers', async () => {
    for (const [caller, secret] of Object.entries(secrets)) {
      const response = await call('/internal/forgotten', internalCallerHeaders(caller as TInternalCaller, secret));
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('open');
    }
  });

  it('refuse a percent-encoded path that routes to an internal route', async () => {
    const response = await call(
      '/%69nternal/admin-thing',
      internalCallerHeaders('catalogue', secrets.catalogue),
      'POST',
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('done');
  });

  it('answer 404 to an authenticated caller on a path that matches no route, 403 to anyone else', async () => {
    const known = await call('/internal/nothing-here', internalCallerHeaders('gateway', secrets.gateway));
    expect(known.statusCode).toBe(404);
    const unknown = await call('/internal/nothing-here');
    expect(unknown.statusCode).toBe(403);
  });

  it('refuse to start when a route accepts a caller whose secret is not configured', async () => {
    const broken = createServiceApp({ name: 'internal-auth-broken', logger: quietLogger() });
    protectInternalRoutes(broken, { catalogue: secrets.catalogue });
    expect(() =>
      broken.get('/internal/x', { config: { callers: ['catalogue', 'notification'] } }, async () => ok({})),
    ).toThrow(/INTERNAL_SECRET_NOTIFICATION/);
    await broken.close();
  });

  it('name one secret variable per caller in the config shape', () => {
    expect(Object.keys(internalSecretsEnv(['gateway', 'backoffice']))).toEqual([
      'INTERNAL_SECRET_GATEWAY',
      'INTERNAL_SECRET_BACKOFFICE',
    ]);
  });
});

describe('isSharedToken', () => {
  const token = 'a-shared-token-of-some-length';

  it('accepts exactly the shared token', () => {
    expect(isSharedToken(token, token)).toBe(true);
  });

  it.each([
    ['another value', 'a-shared-token-of-some-lengtH'],
    ['a prefix', token.slice(0, -1)],
    ['a longer value', `${token}x`],
    ['an empty value', ''],
    ['no header', undefined],
    ['a repeated header', [token, token]],
  ])('refuses %s', (_, given) => {
    expect(isSharedToken(given, token)).toBe(false);
  });

  it('refuses everything when no token is configured', () => {
    expect(isSharedToken('', '')).toBe(false);
  });
});
