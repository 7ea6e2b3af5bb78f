import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { accountPolicy } from '../account-policy.ts';
import { insertOneTimeToken, spendUserTokens } from '../db/one-time-token-repository.ts';
import { findUserByEmail, findUserForUpdate } from '../db/user-repository.ts';
import { emailChangeRequestedEvent } from '../events/publishers/email-change-requested.ts';
import { isPasswordCorrect } from '../security/password-hashing.ts';
import { createSecret } from '../security/secret-tokens.ts';
import { getSignedInUser } from './get-signed-in-user.ts';
import { reservePasswordCheck } from './login-throttle.ts';

/**
 * Asks the new address to confirm an e-mail change (the password proves it is the owner).
 * Wrong passwords count against the same throttle as sign-ins. A new request replaces any earlier one.
 */
export async function requestEmailChange(
  deps: TAccountDeps,
  input: { userId: string; newEmail: string; password: string; lang: string | undefined; ip: string | undefined },
): Promise<{ newEmail: string }> {
  const current = await getSignedInUser(deps, input.userId);
  const check = await reservePasswordCheck(deps, { email: current.email, ip: input.ip, knownIp: current.lastLoginIp });
  if (!(await isPasswordCorrect(current.passwordHash, input.password))) {
    await check.failed();
    throw new AppError('userPasswordError');
  }
  await check.passed();
  if (await findUserByEmail(deps.db, input.newEmail)) throw new AppError('userExists');

  await deps.outbox.inTransaction(async (tx, publish) => {
    const user = await findUserForUpdate(tx, input.userId);
    if (!user) throw new AppError('userTokenInvalid');
    await spendUserTokens(tx, user.userId, 'email_change');
    const link = await insertOneTimeToken(tx, {
      tokenId: createSecret(16),
      purpose: 'email_change',
      userId: user.userId,
      newEmail: input.newEmail,
      expiresAt: new Date(Date.now() + accountPolicy.tokenLifetimeMs.email_change),
    });
    const language = input.lang ?? user.language;
    await publish(
      emailChangeRequestedEvent({ userId: user.userId, newEmail: input.newEmail, language, linkId: link.tokenId }),
    );
  });
  return { newEmail: input.newEmail };
}
