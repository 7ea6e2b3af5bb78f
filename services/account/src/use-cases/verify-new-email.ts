import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import type { TIssuedSession } from '../auth/session-cookies.ts';
import { spendUserTokens } from '../db/one-time-token-repository.ts';
import { findUserByEmail, saveUser, type TUserRow } from '../db/user-repository.ts';
import { endSessions } from '../transaction-steps/end-sessions.ts';
import { openMailedLink } from '../transaction-steps/open-mailed-link.ts';
import { startSession } from './start-session.ts';

/**
 * Confirms an e-mail change from the link mailed to the new address (single use, 24 hours).
 * Sessions carrying the old address are revoked and a fresh one is opened.
 */
export async function verifyNewEmail(
  deps: TAccountDeps,
  input: { token: string; ip: string | undefined },
): Promise<{ user: TUserRow; session: TIssuedSession }> {
  const user = await deps.outbox.inTransaction(async (tx, publish) => {
    const { token, user: found } = await openMailedLink(tx, 'email_change', input.token);
    if (!token.newEmail) throw new AppError('linkInvalid');
    // Someone may have registered the address since the request.
    const holder = await findUserByEmail(tx, token.newEmail);
    if (holder && holder.userId !== found.userId) throw new AppError('userExists');
    await spendUserTokens(tx, found.userId, 'email_change');
    await endSessions(tx, publish, { userId: found.userId, reason: 'email-changed' });
    return saveUser(tx, found.userId, { email: token.newEmail });
  });
  return { user, session: await startSession(deps, user, input.ip) };
}
