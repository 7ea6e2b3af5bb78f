import { enqueueEvents } from '@matchwire/kit/bus/outbox';
import { accountPolicy } from '../account-policy.ts';
import type { TAccountTx } from '../db/account-db.ts';
import { insertOneTimeToken } from '../db/one-time-token-repository.ts';
import { eventTables } from '../db/schema.ts';
import type { TUserRow } from '../db/user-repository.ts';
import { userRegisteredEvent } from '../events/publishers/user-registered.ts';
import { activationUrl } from '../mail-links.ts';
import { createSecret, hashSecret } from '../security/secret-tokens.ts';

/**
 * Stores a new activation link and writes `account.user-registered.v1` (the notification
 * service mails its activation_url) in the caller's transaction. A resend publishes the same
 * event with a fresh link. Returns when the next resend is allowed.
 */
export async function issueActivationLink(
  tx: TAccountTx,
  input: { user: TUserRow; language: string; publicWebUrl: string },
): Promise<{ resendAvailableAt: Date }> {
  const { user, language } = input;
  const secret = createSecret();
  const token = await insertOneTimeToken(tx, {
    tokenId: createSecret(16),
    purpose: 'activation',
    userId: user.userId,
    secretHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + accountPolicy.tokenLifetimeMs.activation),
  });
  await enqueueEvents(tx, eventTables, [
    userRegisteredEvent({
      userId: user.userId,
      email: user.email,
      language,
      activationUrl: activationUrl(input.publicWebUrl, secret, language),
    }),
  ]);
  return { resendAvailableAt: new Date(token.createdAt.getTime() + accountPolicy.mailResendIntervalMs) };
}
