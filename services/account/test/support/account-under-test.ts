import { buildServiceUnderTest, useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { asserted, gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import type { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { internalCallerHeaders, type TInternalCaller } from '@matchwire/kit/internal-callers';
import { decodeEnvelope, decodePayload, type TEventPayload, type TEventType } from '@matchwire/proto';
import { createVerifier, TokenError } from 'fast-jwt';
import type { LightMyRequestResponse as TInjectResponse } from 'fastify';
import { expect } from 'vitest';
import { buildAccountService, type TAccountService } from '../../src/app.ts';
import { loadAccountConfig } from '../../src/config.ts';

/** The secrets of the callers the account service accepts (docs/decisions/0010). */
export const internalSecrets = {
  gateway: 'account-test-gateway-secret',
  notification: 'account-test-notification-secret',
  backoffice: 'account-test-backoffice-secret',
  'data-api': 'account-test-data-api-secret',
  ticket: 'account-test-ticket-secret',
} as const satisfies Partial<Record<TInternalCaller, string>>;
/** The headers with which `caller` calls the account service's `/internal/*` routes. */
export const asCaller = (caller: keyof typeof internalSecrets) =>
  internalCallerHeaders(caller, internalSecrets[caller]);
export const jwtSecret = 'account-test-jwt-secret-0123456789';
export const publicWebUrl = 'http://localhost:3000';

/** The account service as server.ts builds it, on a test database, the demo seed and an in-memory bus. */
export async function buildAccountUnderTest(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ service: TAccountService; bus: MemoryBus }> {
  return buildServiceUnderTest({
    name: 'account',
    databaseUrl,
    loadConfig: loadAccountConfig,
    build: buildAccountService,
    env: {
      SEED_DEMO_DATA: 'true',
      INTERNAL_SECRET_GATEWAY: internalSecrets.gateway,
      INTERNAL_SECRET_NOTIFICATION: internalSecrets.notification,
      INTERNAL_SECRET_BACKOFFICE: internalSecrets.backoffice,
      INTERNAL_SECRET_DATA_API: internalSecrets['data-api'],
      INTERNAL_SECRET_TICKET: internalSecrets.ticket,
      JWT_SECRET: jwtSecret,
      GATEWAY_IDENTITY_PUBLIC_KEY: gatewayIdentityKeys.publicKey,
      API_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      PUBLIC_WEB_URL: publicWebUrl,
      ...env,
    },
  });
}

export type TAccountUnderTest = { service: TAccountService; bus: MemoryBus; databaseUrl: string };

/**
 * One account service per test file on a fresh database, started before the file's tests and
 * stopped and dropped after them. The fields are filled in once the file's `beforeAll` has run.
 */
export function useAccountUnderTest(): TAccountUnderTest {
  return useServiceUnderTest('account', buildAccountUnderTest);
}

/**
 * Requests to the service as the gateway would forward them (inject), reads of its tables and of
 * its outbox, and the helpers below bound to it; `service` is read at each call, so a file may take
 * these before its `beforeAll` has run.
 */
export function accountClient(service: () => TAccountService) {
  const get = (url: string, headers: Record<string, string> = {}) =>
    service().app.inject({ method: 'GET', url, headers });
  return {
    query: (sql: string, params: unknown[] = []) => service().deps.db.$client.query(sql, params),
    post: (url: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      service().app.inject({ method: 'POST', url, payload, headers }),
    get,
    /** The data API's look-up of a customer's key. */
    lookUp: (apiKey: string) =>
      get(`/internal/api-keys/lookup?key=${encodeURIComponent(apiKey)}`, asCaller('data-api')),
    latestEvent: <T extends TEventType>(type: T, userId: string) => latestEvent(service(), type, userId),
    countEvents: (type: TEventType, userId: string) => countEvents(service(), type, userId),
    mailedLink: (type: TMailLinkEventType, userId: string) => mailedLink(service(), type, userId),
    signUp: (email: string, password?: string) => signUp(service(), email, password),
  };
}

/** The two cookies a browser holds after signing in. */
export type TBrowserSession = { jwt: string; token: string };

export function sessionFrom(response: TInjectResponse): TBrowserSession {
  const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.jwt, 'jwt cookie').toBeTruthy();
  expect(cookies.token, 'token cookie').toBeTruthy();
  return { jwt: cookies.jwt!, token: cookies.token! };
}

const verifyJwt = createVerifier({ key: jwtSecret, algorithms: ['HS256'] });

/**
 * What the gateway sends for a browser holding these cookies: it verifies the jwt cookie into a
 * signed identity assertion for the account service (or the refused jwt's state) and forwards
 * the Cookie header.
 */
export function viaGateway(session: TBrowserSession | undefined): Record<string, string> {
  if (!session) return {};
  const cookie = `jwt=${session.jwt}; token=${session.token}`;
  try {
    const claims = verifyJwt(session.jwt) as { sub: string; email: string; tester: boolean; sid: string };
    return {
      cookie,
      ...asserted('account', {
        userId: claims.sub,
        email: claims.email,
        isTester: claims.tester,
        sessionId: claims.sid,
      }),
    };
  } catch (error) {
    const isExpired = error instanceof TokenError && error.code === TokenError.codes.expired;
    return { cookie, ...asserted('account', { sessionState: isExpired ? 'expired' : 'invalid' }) };
  }
}

/** The payload of the newest outbox event of `type` for a user. */
export async function latestEvent<T extends TEventType>(
  service: TAccountService,
  type: T,
  userId: string,
): Promise<TEventPayload<T>> {
  const { rows } = await service.deps.db.$client.query<{ envelope: Buffer }>(
    'select envelope from account.outbox where event_type = $1 and event_key = $2 order by sequence desc limit 1',
    [type, userId],
  );
  if (!rows[0]) throw new Error(`no ${type} event for ${userId}`);
  const envelope = decodeEnvelope(rows[0].envelope);
  if (envelope.type !== type) throw new Error(`unexpected event type ${envelope.type}`);
  return decodePayload(envelope) as TEventPayload<T>;
}

export async function countEvents(service: TAccountService, type: TEventType, userId: string): Promise<number> {
  const { rows } = await service.deps.db.$client.query<{ count: number }>(
    'select count(*)::int as count from account.outbox where event_type = $1 and event_key = $2',
    [type, userId],
  );
  return rows[0]!.count;
}

export type TMailLinkEventType =
  'account.user-registered.v2' | 'account.password-reset-requested.v2' | 'account.email-change-requested.v2';

/**
 * What the notification service does before sending a mail: reads the link id the latest event of
 * this type names and asks for the link (caller `notification`). Answers the link the mail carries.
 */
export async function mailedLink(service: TAccountService, type: TMailLinkEventType, userId: string): Promise<string> {
  const { linkId, language } = await latestEvent(service, type, userId);
  const response = await service.app.inject({
    method: 'POST',
    url: `/internal/mail-links/${linkId}`,
    headers: asCaller('notification'),
    payload: { language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url as string;
}

/** A query parameter of a link in an e-mail. */
export function linkParam(url: string, name: string): string {
  const value = new URL(url).searchParams.get(name);
  if (!value) throw new Error(`link ${url} has no ${name}`);
  return value;
}

/** Registers, activates through the mailed link and returns the signed-in browser. */
export async function signUp(
  service: TAccountService,
  email: string,
  password = 'Secret123',
): Promise<{ userId: string; session: TBrowserSession }> {
  const registered = await service.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password },
  });
  expect(registered.json()).toMatchObject({ resultCode: 0 });
  const { rows } = await service.deps.db.$client.query<{ user_id: string }>(
    'select user_id from account.users where email = $1',
    [email.toLowerCase()],
  );
  const userId = rows[0]!.user_id;
  const activationUrl = await mailedLink(service, 'account.user-registered.v2', userId);
  const activated = await service.app.inject({
    method: 'POST',
    url: '/api/auth/activate',
    payload: { token: linkParam(activationUrl, 'token') },
  });
  expect(activated.json()).toMatchObject({ resultCode: 0 });
  return { userId, session: sessionFrom(activated) };
}
