import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { FastifyRequest } from 'fastify';

/**
 * The caller as the gateway vouched for them in its signed assertion (kit verify-identity.ts),
 * after it checked their session. 11007 without identity; 11008 when a jwt was sent but refused.
 */
export function requireSignedInUser(request: FastifyRequest): { userId: string; isTester: boolean } {
  const identity = requireIdentity(request);
  return { userId: identity.userId, isTester: identity.isTester };
}

/** The caller is a signed-in tester (tester-only products are shown to them). */
export function isSignedInTester(request: FastifyRequest): boolean {
  return request.identity?.isTester ?? false;
}
