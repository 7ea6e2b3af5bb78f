import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { accountPolicy } from '../account-policy.ts';
import { insertOneTimeToken, spendUserTokens } from '../db/one-time-token-repository.ts';
import { passwordResetRequestedEvent } from '../events/publishers/password-reset-requested.ts';
import { createSecret } from '../security/secret-tokens.ts';
import { assertResendAllowed } from '../transaction-steps/assert-resend-allowed.ts';
import { assertSourceBudget } from './assert-source-budget.ts';
import { lockRegisteredUser } from '../transaction-steps/lock-registered-user.ts';

/**
 * Mails a password reset link: `token` is the link's random id, `code` its secret, made only when
 * the notification service asks for the link (only the SHA-256 is stored). A new link replaces any
 * earlier one; 2 minutes between mails.
 */
export async function requestPasswordReset(
  deps: TAccountDeps,
  input: { email: string; lang: string | undefined; ip: string | undefined },
): Promise<void> {
  await assertSourceBudget(deps, 'passwordReset', input.ip);
  await deps.outbox.inTransaction(async (tx, publish) => {
    const user = await lockRegisteredUser(tx, input.email);
    if (!user.activatedAt) throw new AppError('userNotActivated');
    await assertResendAllowed(tx, user.userId, 'password_reset');
    await spendUserTokens(tx, user.userId, 'password_reset');
    const tokenId = createSecret(16);
    await insertOneTimeToken(tx, {
      tokenId,
      purpose: 'password_reset',
      userId: user.userId,
      expiresAt: new Date(Date.now() + accountPolicy.tokenLifetimeMs.password_reset),
    });
    const language = input.lang ?? user.language;
    await publish(passwordResetRequestedEvent({ userId: user.userId, email: user.email, language, linkId: tokenId }));
  });
}
