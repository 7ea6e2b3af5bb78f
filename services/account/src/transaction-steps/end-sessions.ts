import type { TPublish } from '@matchwire/kit/bus/outbox-writer';
import type { TAccountTx } from '../db/account-db.ts';
import { revokeSession, revokeUserSessions } from '../db/session-repository.ts';
import { sessionRevokedEvent, type TSessionEndReason } from '../events/publishers/session-revoked.ts';

/**
 * Revokes one session (`sessionId`) or every session of the user, and announces it with
 * `account.session-revoked.v1` in the same transaction, so every gateway forgets them at once
 * (docs/decisions/0009). `publish` is the one of the caller's `deps.outbox.inTransaction`.
 */
export async function endSessions(
  tx: TAccountTx,
  publish: TPublish,
  input: { userId: string; sessionId?: string; reason: TSessionEndReason },
): Promise<void> {
  if (input.sessionId) await revokeSession(tx, input.sessionId);
  else await revokeUserSessions(tx, input.userId);
  await publish(
    sessionRevokedEvent({
      userId: input.userId,
      sessionIds: input.sessionId ? [input.sessionId] : [],
      reason: input.reason,
    }),
  );
}
