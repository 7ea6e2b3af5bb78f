import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findTokenForUpdate, spendUserTokens } from '../db/one-time-token-repository.ts';
import { findUserForUpdate, saveUser } from '../db/user-repository.ts';
import { hashPassword } from '../security/password-hashing.ts';
import { hashSecret, isSameHash } from '../security/secret-tokens.ts';
import { endSessions } from '../transaction-steps/end-sessions.ts';
import { isTokenUsable } from '../security/is-token-usable.ts';
import { clearAccountBackOff } from './login-throttle.ts';

/**
 * Sets a new password from a reset link (token + code, single use, 1 hour). Every session of
 * the user is revoked: whoever knew the old password is signed out.
 */
export async function resetPassword(
  deps: TAccountDeps,
  input: { token: string; code: string; password: string; passwordConfirm: string },
): Promise<void> {
  if (input.password !== input.passwordConfirm) throw new AppError('badRequest', 'Passwords do not match');
  const passwordHash = await hashPassword(input.password);
  const email = await deps.outbox.inTransaction(async (tx, publish) => {
    const token = await findTokenForUpdate(tx, { tokenId: input.token }, 'password_reset');
    if (!token || !isTokenUsable(token) || !token.secretHash || !isSameHash(token.secretHash, hashSecret(input.code))) {
      throw new AppError('linkInvalid');
    }
    const user = await findUserForUpdate(tx, token.userId);
    if (!user) throw new AppError('linkInvalid');
    await spendUserTokens(tx, user.userId, 'password_reset');
    await saveUser(tx, user.userId, { passwordHash, passwordChangedAt: new Date() });
    await endSessions(tx, publish, { userId: user.userId, reason: 'password-reset' });
    return user.email;
  });
  await clearAccountBackOff(deps, email);
}
