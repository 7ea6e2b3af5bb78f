import type { TEndpoint, TResponseData } from '@matchwire/contracts';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TEndpointRequest, TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAccountDeps } from '../account-deps.ts';
import { findGrantWithUser } from '../db/impersonation-repository.ts';
import { findSessionWithUser } from '../db/session-repository.ts';
import { isGrantLive } from '../use-cases/use-impersonation.ts';

export type TSignedInUser = {
  userId: string;
  /** The staff member acting for the user under a live impersonation grant. */
  adminId: string | undefined;
  /** The live session, unless impersonating. */
  sessionId: string | undefined;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller as the gateway vouched for them in its signed assertion, checked against the live
 * session the assertion names (the jwt's `sid`): unexpired, unrevoked, of that same user, who is
 * not locked. The gateway checked it too (docs/decisions/0009); this service owns the sessions.
 * 11007 without identity; 11008 for a refused jwt or session; 10007 when the gateway could not check.
 */
export function requireSignedInUser(request: FastifyRequest, deps: TAccountDeps): Promise<TSignedInUser> {
  let found = checked.get(request);
  if (!found) {
    found = checkSignedInUser(request, deps);
    checked.set(request, found);
  }
  return found;
}

/** A route's `onRequest`: the caller is checked before the body is, so a visitor learns only 11007. */
export function signInFirst(deps: TAccountDeps): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    await requireSignedInUser(request, deps);
  };
}

/** A handler that acts for the signed-in caller. */
export type TCallerHandler<E extends TEndpoint> = (
  caller: TSignedInUser,
  request: TEndpointRequest<E>,
  reply: FastifyReply,
) => Promise<TResponseData<E>>;

/** Like `serve`, for handlers that act for the caller: each is handed the caller `signInFirst` checked. */
export function serveForCaller(serve: TServeEndpoint, deps: TAccountDeps) {
  return <E extends TEndpoint>(endpoint: E, handler: TCallerHandler<E>): void =>
    serve(endpoint, async (request, reply) =>
      handler(await requireSignedInUser(request as FastifyRequest, deps), request, reply),
    );
}

const checked = new WeakMap<FastifyRequest, Promise<TSignedInUser>>();

async function checkSignedInUser(request: FastifyRequest, deps: TAccountDeps): Promise<TSignedInUser> {
  const identity = requireIdentity(request);
  if (!uuidPattern.test(identity.userId)) throw new AppError('userTokenInvalid');

  // Staff acting for the user: their grant stands in for the session, and is checked the same way.
  if (identity.impersonation) {
    const { grantId, staffId } = identity.impersonation;
    const grant = uuidPattern.test(grantId) ? await findGrantWithUser(deps.db, { grantId }) : undefined;
    if (!grant || grant.grant.userId !== identity.userId || grant.grant.staffId !== staffId || !isGrantLive(grant)) {
      throw new AppError('userTokenInvalid');
    }
    return { userId: identity.userId, adminId: staffId, sessionId: undefined };
  }

  const sessionId = identity.sessionId;
  if (!sessionId) throw new AppError('userTokenInvalid');
  const found = await findSessionWithUser(deps.db, sessionId);
  const isLive =
    found !== undefined &&
    found.session.userId === identity.userId &&
    found.session.revokedAt === null &&
    found.session.expiresAt > new Date() &&
    !found.isUserLocked;
  if (!isLive) throw new AppError('userTokenInvalid');
  return { userId: identity.userId, adminId: undefined, sessionId };
}
