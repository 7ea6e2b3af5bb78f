import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import {
  createAssertionVerifier,
  identityAssertionHeader,
  type TAssertedIdentity,
  type TAssertedStaff,
  type TSessionState,
} from '../identity-assertion.ts';
import { signInRefusal } from '../identity.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller the gateway vouched for in this request's assertion; undefined for a visitor. */
    identity: TAssertedIdentity | undefined;
    /** Why a signed-in route must refuse this caller (the gateway's verdict, or a bad assertion). */
    signInState: TSessionState | undefined;
    /** The staff member the gateway vouched for (back-office calls only; require-staff.ts). */
    staff: TAssertedStaff | undefined;
  }
}

/**
 * Services believe an identity only from the gateway's signed assertion (`x-mw-identity`),
 * verified with the gateway's public key and this service's name as audience. A request without
 * one is a visitor; one with a forged, foreign, or expired assertion is refused like a bad jwt
 * (11008 on signed-in routes). No other header says who the caller is.
 */
export function verifyIdentity(app: FastifyInstance, options: { publicKey: string; audience: string }): void {
  const verify = createAssertionVerifier(options.publicKey, options.audience);
  app.decorateRequest('identity', undefined);
  app.decorateRequest('signInState', undefined);
  app.decorateRequest('staff', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.headers[identityAssertionHeader];
    if (token === undefined) return;
    try {
      if (typeof token !== 'string') throw new Error('more than one assertion');
      const { identity, sessionState, staff } = verify(token);
      request.identity = identity;
      request.signInState = sessionState;
      request.staff = staff;
    } catch (error) {
      request.signInState = 'invalid';
      request.log.warn({ reason: (error as Error).message }, 'identity assertion refused');
    }
  });
}

/** The signed-in caller, or the refusal: 11007 for a visitor, 11008 for a refused jwt, 10007 unverified. */
export function requireIdentity(request: FastifyRequest): TAssertedIdentity {
  if (request.identity) return request.identity;
  throw new AppError(signInRefusal(request.signInState));
}
