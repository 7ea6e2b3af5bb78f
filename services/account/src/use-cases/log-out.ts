import type { TAccountDeps } from '../account-deps.ts';
import { findSessionWithUser } from '../db/session-repository.ts';
import { hashSecret } from '../security/secret-tokens.ts';
import { endSessions } from '../transaction-steps/end-sessions.ts';

/** Revokes the session of the `token` cookie, so its jwt is refused from now on, by every gateway. */
export async function logOut(deps: TAccountDeps, sessionToken: string | undefined): Promise<void> {
  if (!sessionToken) return;
  const sessionId = hashSecret(sessionToken);
  await deps.outbox.inTransaction(async (tx, publish) => {
    const found = await findSessionWithUser(tx, sessionId);
    if (!found || found.session.revokedAt) return;
    await endSessions(tx, publish, { userId: found.session.userId, sessionId, reason: 'logout' });
  });
}
