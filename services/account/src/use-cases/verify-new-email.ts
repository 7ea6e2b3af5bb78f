import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import type { TIssuedSession } from '../auth/session-cookies.ts';
import { findTokenBySecretHashForUpdate, spendUserTokens } from '../db/one-time-token-repository.ts';
import { findUserByEmail, findUserForUpdate, saveUser, type TUserRow } from '../db/user-repository.ts';
import { hashSecret } from '../security/secret-tokens.ts';
import { endSessions } from './end-sessions.ts';
import { isTokenUsable } from './is-token-usable.ts';
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
    const token = await findTokenBySecretHashForUpdate(tx, 'email_change', hashSecret(input.token));
    if (!token || !isTokenUsable(token) || !token.newEmail) throw new AppError('linkInvalid');
    const found = await findUserForUpdate(tx, token.userId);
    if (!found) throw new AppError('linkInvalid');
    if (found.isLocked) throw new AppError('userLocked');
    // Someone may have registered the address since the request.
    const holder = await findUserByEmail(tx, token.newEmail);
    if (holder && holder.userId !== found.userId) throw new AppError('userExists');
    await spendUserTokens(tx, found.userId, 'email_change');
    await endSessions(tx, publish, { userId: found.userId, reason: 'email-changed' });
    return saveUser(tx, found.userId, { email: token.newEmail });
  });
  return { user, session: await startSession(deps, user, input.ip) };
}
