import type { TPublish } from '@matchwire/kit/bus/outbox-writer';
import { accountPolicy } from '../account-policy.ts';
import type { TAccountTx } from '../db/account-db.ts';
import { insertOneTimeToken } from '../db/one-time-token-repository.ts';
import type { TUserRow } from '../db/user-repository.ts';
import { userRegisteredEvent } from '../events/publishers/user-registered.ts';
import { createSecret } from '../security/secret-tokens.ts';

/**
 * Stores a new activation link and writes `account.user-registered.v2` naming it (the notification
 * service asks for the link when it sends the mail) in the caller's `deps.outbox.inTransaction`. A resend publishes
 * the same event with a fresh link. Returns when the next resend is allowed.
 */
export async function issueActivationLink(
  tx: TAccountTx,
  publish: TPublish,
  input: { user: TUserRow; language: string },
): Promise<{ resendAvailableAt: Date }> {
  const { user, language } = input;
  const token = await insertOneTimeToken(tx, {
    tokenId: createSecret(16),
    purpose: 'activation',
    userId: user.userId,
    expiresAt: new Date(Date.now() + accountPolicy.tokenLifetimeMs.activation),
  });
  await publish(userRegisteredEvent({ userId: user.userId, email: user.email, language, linkId: token.tokenId }));
  return { resendAvailableAt: new Date(token.createdAt.getTime() + accountPolicy.mailResendIntervalMs) };
}
