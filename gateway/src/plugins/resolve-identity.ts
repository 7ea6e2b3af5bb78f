import type { TImpersonation, TSessionState } from '@matchwire/kit/identity-assertion';
import { createVerifier, TokenError } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const JWT_COOKIE = 'jwt';
/** Admin access tokens may live at most this long (issued by the account service for the back office). */
const ADMIN_TOKEN_MAX_AGE_MS = 15 * 60 * 1000;

type TJwtClaims = { sub?: unknown; email?: unknown; tester?: unknown; sid?: unknown };
type TAdminClaims = { sub?: unknown; email?: unknown; adminId?: unknown; iat?: unknown; exp?: unknown };

/** Who the gateway believes the caller is, before it tells a service. */
export type TCaller = {
  userId: string;
  email: string;
  isTester: boolean;
  /** The jwt's `sid`: the session the account service keeps (docs/decisions/0009). */
  sessionId: string | undefined;
  /** Set when a staff member acts for the user (impersonation). */
  impersonation: TImpersonation | undefined;
};

/**
 * Headers that once told services who the caller was, and the assertion that does now: a client's
 * copies are dropped, so only what the gateway signs reaches a service (identity-assertion.ts).
 */
const forgeableIdentityHeaders = [
  'x-mw-identity',
  'x-mw-user-id',
  'x-mw-user-email',
  'x-mw-user-tester',
  'x-mw-admin-id',
  'x-mw-session-state',
];

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller's id (rate budgets), even before its session is checked. */
    userId: string | undefined;
    /** The verified caller (or the customer staff act for), or undefined for a visitor. */
    caller: TCaller | undefined;
    /** Why a jwt that was sent is not believed (services answer 11008, or 10007 for `unverified`). */
    sessionState: TSessionState | undefined;
  }
}

/**
 * Turns the `jwt` cookie — or, for staff acting as a customer, the query pair `_userId` +
 * `_adminAccessToken` (SPEC.md §6) — into `request.caller`. Incoming identity headers are always
 * removed first, so a client can never speak for another user; an admin token is honoured only
 * when verified and issued for that very user.
 */
export function resolveIdentity(app: FastifyInstance, secrets: { jwtSecret: string; adminTokenSecret: string }): void {
  const verifyUserToken = createVerifier({ key: secrets.jwtSecret, algorithms: ['HS256'], cache: 1000 });
  const verifyAdminToken = createVerifier({ key: secrets.adminTokenSecret, algorithms: ['HS256'], cache: 100 });
  app.decorateRequest('userId', undefined);
  app.decorateRequest('caller', undefined);
  app.decorateRequest('sessionState', undefined);
  app.addHook('onRequest', async (request) => {
    for (const header of forgeableIdentityHeaders) delete request.headers[header];
    if (actAsCustomer(request, verifyAdminToken)) return;
    const token = request.cookies[JWT_COOKIE];
    if (!token) return;
    try {
      const claims = verifyUserToken(token) as TJwtClaims;
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') throw new Error('claims missing');
      const sessionId = typeof claims.sid === 'string' ? claims.sid : undefined;
      setCaller(request, {
        userId: claims.sub,
        email: claims.email,
        isTester: claims.tester === true,
        sessionId,
        impersonation: undefined,
      });
    } catch (error) {
      const isExpired = error instanceof TokenError && error.code === TokenError.codes.expired;
      request.sessionState = isExpired ? 'expired' : 'invalid';
      request.log.info({ reason: request.sessionState }, 'jwt cookie refused');
    }
  });
}

function actAsCustomer(request: FastifyRequest, verify: (token: string) => unknown): boolean {
  const query = request.query as Record<string, unknown>;
  const userId = query._userId;
  const adminToken = query._adminAccessToken;
  if (typeof userId !== 'string' || typeof adminToken !== 'string' || !userId || !adminToken) return false;
  try {
    const claims = verify(adminToken) as TAdminClaims;
    const isShortLived =
      typeof claims.iat === 'number' &&
      typeof claims.exp === 'number' &&
      (claims.exp - claims.iat) * 1000 <= ADMIN_TOKEN_MAX_AGE_MS;
    if (
      claims.sub !== userId ||
      typeof claims.email !== 'string' ||
      typeof claims.adminId !== 'string' ||
      !isShortLived
    ) {
      throw new Error('admin token not issued for this user');
    }
    setCaller(request, {
      userId,
      email: claims.email,
      isTester: false,
      sessionId: undefined,
      impersonation: { staffId: claims.adminId, grantId: 'admin-token' },
    });
    request.log.info({ adminId: claims.adminId, userId }, 'admin acting as customer');
    return true;
  } catch (error) {
    request.log.warn({ err: error }, 'impersonation refused');
    return false;
  }
}

function setCaller(request: FastifyRequest, caller: TCaller): void {
  request.userId = caller.userId;
  request.caller = caller;
}
