import {
  createAssertionSigner,
  identityAssertionHeader,
  identityAssertionLifetimeMs,
} from '@matchwire/kit/identity-assertion';
import type { FastifyRequest } from 'fastify';
import type { TServiceName } from '../routes/api-endpoints.ts';

/** What a request must say about its caller to be vouched for (resolve-identity.ts, session-check.ts). */
export type TAssertedRequest = Pick<FastifyRequest, 'caller' | 'sessionState'> & Partial<Pick<FastifyRequest, 'staff'>>;

/** The headers that tell `audience` who is calling. */
export type TAssertIdentity = (request: TAssertedRequest, audience: TServiceName) => Record<string, string>;

/**
 * How long an assertion already signed is sent again for the same claims to the same service:
 * signing (Ed25519) was about 5 % of the gateway's busy time per signed-in call (bench/README.md),
 * and a caller's claims stay the same call after call. A reused assertion still has at least
 * 55 of its 60 s to live when it leaves.
 */
const REUSE_MS = identityAssertionLifetimeMs / 12;
const MAX_REMEMBERED = 10_000;

/**
 * Signs who the gateway found the caller to be, after every check has run: one short-lived EdDSA
 * assertion for the one service that receives it (docs/decisions/0009), made anew whenever what it
 * says changes and at least every 5 s. A visitor who sent no jwt gets none. A back-office call names
 * its staff member too (staff-sessions.ts).
 */
export function createIdentityAssertions(privateKey: string): TAssertIdentity {
  const sign = createAssertionSigner(privateKey);
  const signed = new Map<string, { token: string; signedAt: number }>();
  return ({ caller, sessionState, staff }, audience): Record<string, string> => {
    if (!caller && !sessionState && !staff) return {};
    const identity = caller && {
      userId: caller.userId,
      email: caller.email,
      isTester: caller.isTester,
      sessionId: caller.sessionId,
      impersonation: caller.impersonation,
    };
    const assertion = { identity, sessionState, staff };
    // Every claim is in the key, so a change of session state, impersonation or permissions signs anew.
    const key = `${audience} ${JSON.stringify(assertion)}`;
    const at = Date.now();
    const kept = signed.get(key);
    if (kept && at - kept.signedAt < REUSE_MS) return { [identityAssertionHeader]: kept.token };
    if (signed.size >= MAX_REMEMBERED) signed.clear();
    const token = sign(audience, assertion);
    signed.set(key, { token, signedAt: at });
    return { [identityAssertionHeader]: token };
  };
}
