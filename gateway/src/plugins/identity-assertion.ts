import { createAssertionSigner, identityAssertionHeader } from '@matchwire/kit/identity-assertion';
import type { FastifyRequest } from 'fastify';
import type { TServiceName } from '../routes/api-endpoints.ts';

/** What a request must say about its caller to be vouched for (resolve-identity.ts, session-check.ts). */
export type TAssertedRequest = Pick<FastifyRequest, 'caller' | 'sessionState'> & Partial<Pick<FastifyRequest, 'staff'>>;

/** The headers that tell `audience` who is calling. */
export type TAssertIdentity = (request: TAssertedRequest, audience: TServiceName) => Record<string, string>;

/**
 * Signs, per proxied request, who the gateway found the caller to be, after every check has run:
 * one short-lived EdDSA assertion for the one service that receives it (docs/decisions/0009).
 * A visitor who sent no jwt gets none. A back-office call names its staff member too (staff-sessions.ts).
 */
export function createIdentityAssertions(privateKey: string): TAssertIdentity {
  const sign = createAssertionSigner(privateKey);
  return ({ caller, sessionState, staff }, audience): Record<string, string> => {
    if (!caller && !sessionState && !staff) return {};
    const identity = caller && {
      userId: caller.userId,
      email: caller.email,
      isTester: caller.isTester,
      sessionId: caller.sessionId,
      impersonation: caller.impersonation,
    };
    return { [identityAssertionHeader]: sign(audience, { identity, sessionState, staff }) };
  };
}
