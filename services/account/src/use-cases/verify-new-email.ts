import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import type { TIssuedSession } from '../auth/session-cookies.ts';
import { spendUserTokens } from '../db/one-time-token-repository.ts';
import { emailChangedEvent } from '../events/publishers/email-changed.ts';
import { findUserByEmail, saveUser, type TUserRow } from '../db/user-repository.ts';
import { endSessions } from '../transaction-steps/end-sessions.ts';
import { openMailedLink } from '../transaction-steps/open-mailed-link.ts';
import { startSession } from './start-session.ts';

/**
 * Confirms an e-mail change from the link mailed to the new address (single use, 24 hours).
 * Sessions carrying the old address are revoked and a fresh one is opened;
 * `account.email-changed.v1` tells the services that keep the address.
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
    const changed = await saveUser(tx, found.userId, { email: token.newEmail });
    // Billing mails the user at the address it keeps; the change reaches it with the commit.
    await publish(emailChangedEvent(changed));
    return changed;
  });
  return { user, session: await startSession(deps, user, input.ip) };
}
