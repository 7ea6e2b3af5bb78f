import { AppError } from '@matchwire/kit/errors/app-error';
import { identityHeaders, readIdentity, signInRefusal } from '@matchwire/kit/identity';
import type { FastifyRequest } from 'fastify';

/**
 * The caller as the gateway identified them (it verified the jwt and strips forged identity
 * headers). 11007 without identity; 11008 when a jwt was sent but refused.
 */
export function requireSignedInUser(request: FastifyRequest): { userId: string; isTester: boolean } {
  const identity = readIdentity(request.headers);
  if (!identity) {
    throw new AppError(signInRefusal(request.headers[identityHeaders.sessionState]));
  }
  return { userId: identity.userId, isTester: identity.isTester };
}

/** The caller is a signed-in tester (tester-only products are shown to them). */
export function isSignedInTester(request: FastifyRequest): boolean {
  return readIdentity(request.headers)?.isTester ?? false;
}
