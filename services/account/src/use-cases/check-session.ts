import type { TAccountDeps } from '../account-deps.ts';
import { findSessionWithUser } from '../db/session-repository.ts';

/**
 * Whether a session may still be used (the gateway asks before it forwards a signed-in request):
 * it exists, is neither revoked nor expired, and its user is not locked.
 */
export async function checkSession(
  deps: TAccountDeps,
  sessionId: string,
): Promise<{ isLive: boolean; userId: string | null }> {
  const found = await findSessionWithUser(deps.db, sessionId);
  if (!found) return { isLive: false, userId: null };
  const isLive = found.session.revokedAt === null && found.session.expiresAt > new Date() && !found.isUserLocked;
  return { isLive, userId: found.session.userId };
}
