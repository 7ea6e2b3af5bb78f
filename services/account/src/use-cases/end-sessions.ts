import { enqueueEvents } from '@matchwire/kit/bus/outbox';
import type { TAccountTx } from '../db/account-db.ts';
import { eventTables } from '../db/schema.ts';
import { revokeSession, revokeUserSessions } from '../db/session-repository.ts';
import { sessionRevokedEvent, type TSessionEndReason } from '../events/publishers/session-revoked.ts';

/**
 * Revokes one session (`sessionId`) or every session of the user, and announces it with
 * `account.session-revoked.v1` in the same transaction, so every gateway forgets them at once
 * (docs/decisions/0009). The caller kicks the outbox relay after the commit.
 */
export async function endSessions(
  tx: TAccountTx,
  input: { userId: string; sessionId?: string; reason: TSessionEndReason },
): Promise<void> {
  if (input.sessionId) await revokeSession(tx, input.sessionId);
  else await revokeUserSessions(tx, input.userId);
  await enqueueEvents(tx, eventTables, [
    sessionRevokedEvent({
      userId: input.userId,
      sessionIds: input.sessionId ? [input.sessionId] : [],
      reason: input.reason,
    }),
  ]);
}
