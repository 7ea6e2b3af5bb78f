import type { TImpersonation, TSessionState } from '@matchwire/kit/identity-assertion';
import { createVerifier, TokenError } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const JWT_COOKIE = 'jwt';

type TJwtClaims = { sub?: unknown; email?: unknown; tester?: unknown; sid?: unknown };

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
 * Turns the `jwt` cookie into `request.caller` (its session is checked next, session-check.ts;
 * staff acting for a customer are recognised from the POST body, impersonation.ts). Incoming
 * identity headers are always removed first, so a client can never speak for another user.
 */
export function resolveIdentity(app: FastifyInstance, secrets: { jwtSecret: string }): void {
  const verifyUserToken = createVerifier({ key: secrets.jwtSecret, algorithms: ['HS256'], cache: 1000 });
  app.decorateRequest('userId', undefined);
  app.decorateRequest('caller', undefined);
  app.decorateRequest('sessionState', undefined);
  app.addHook('onRequest', async (request) => {
    for (const header of forgeableIdentityHeaders) delete request.headers[header];
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

function setCaller(request: FastifyRequest, caller: TCaller): void {
  request.userId = caller.userId;
  request.caller = caller;
}
