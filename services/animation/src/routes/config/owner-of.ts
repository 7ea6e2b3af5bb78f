import type { TAnimType } from '@matchwire/contracts/animation/fields';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { FastifyRequest } from 'fastify';
import type { TOwner } from '../../configs/config-state.ts';

/** What of a request tells who calls (a route's request, whose body its definition parsed). */
type TCallerRequest = Pick<FastifyRequest, 'identity' | 'signInState' | 'log'>;

/**
 * The customer a console call is for: the one the gateway asserts. Staff acting for a customer
 * (SPEC.md §6, `_userId` and `_adminAccessToken` in the body) arrive as that customer, the grant
 * named in the assertion; the gateway checked it and the account service recorded its use.
 */
export function customerIdOf(request: TCallerRequest): string {
  const identity = requireIdentity(request as FastifyRequest);
  if (identity.impersonation)
    request.log.info({ ...identity.impersonation, userId: identity.userId }, 'staff acting for a customer');
  return identity.userId;
}

/** Whose config of which sport a console call edits. */
export function ownerOf(request: TCallerRequest, animType: TAnimType): TOwner {
  return { userId: customerIdOf(request), animType };
}
