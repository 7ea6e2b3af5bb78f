import { AppError } from '@matchwire/kit/errors/app-error';
import { identityHeaders, readIdentity, signInRefusal } from '@matchwire/kit/identity';
import type { FastifyRequest } from 'fastify';
import type { TAccountDeps } from '../account-deps.ts';
import { findSessionWithUser } from '../db/session-repository.ts';
import { hashSecret } from '../security/secret-tokens.ts';
import { jwtCookie, sessionCookie } from './session-cookies.ts';

export type TSignedInUser = {
  userId: string;
  /** Set when a back-office admin acts for the user (impersonation). */
  adminId: string | undefined;
  /** The live session, unless impersonating. */
  sessionId: string | undefined;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller as the gateway identified them, checked against the live session: the `token`
 * cookie must name an unexpired, unrevoked session of that same user (and the same session
 * as the jwt's `sid`), so a logged-out jwt is refused even before it expires.
 * 11007 without identity; 11008 for a refused jwt or session.
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

const checked = new WeakMap<FastifyRequest, Promise<TSignedInUser>>();

async function checkSignedInUser(request: FastifyRequest, deps: TAccountDeps): Promise<TSignedInUser> {
  const identity = readIdentity(request.headers);
  if (!identity) {
    throw new AppError(signInRefusal(request.headers[identityHeaders.sessionState]));
  }
  if (!uuidPattern.test(identity.userId)) throw new AppError('userTokenInvalid');

  const adminId = request.headers[identityHeaders.adminId];
  // The gateway verified the admin access token; there is no user session to check.
  if (typeof adminId === 'string' && adminId) return { userId: identity.userId, adminId, sessionId: undefined };

  const sessionToken = request.cookies[sessionCookie];
  if (!sessionToken) throw new AppError('userTokenInvalid');
  const sessionId = hashSecret(sessionToken);
  const jwt = request.cookies[jwtCookie];
  if (jwt && deps.tokens.readSessionId(jwt) !== sessionId) throw new AppError('userTokenInvalid');

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
