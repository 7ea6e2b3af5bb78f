import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findUserForUpdate, saveUser } from '../db/user-repository.ts';
import { endSessions } from '../transaction-steps/end-sessions.ts';

/**
 * Locks a user (SPEC.md §6, back office): they can no longer sign in, and every session they
 * have ends at every service at once (`account.session-revoked.v1`, docs/decisions/0009).
 */
export async function lockUser(deps: TAccountDeps, userId: string): Promise<void> {
  await deps.outbox.inTransaction(async (tx, publish) => {
    const user = await findUserForUpdate(tx, userId);
    if (!user) throw new AppError('userNotFound');
    await saveUser(tx, userId, { isLocked: true });
    await endSessions(tx, publish, { userId, reason: 'account-locked' });
  });
}
