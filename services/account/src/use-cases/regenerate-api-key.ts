import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findApiKeyOfUserForUpdate, saveApiKey } from '../db/api-key-repository.ts';
import { findUserById } from '../db/user-repository.ts';
import { apiKeyRotatedEvent } from '../events/publishers/api-key-rotated.ts';
import { encryptApiKey, generateApiKey, hashApiKey, maskApiKey } from '../security/api-key-secret.ts';

/**
 * Replaces the user's API key in place (the IP whitelist stays): the old hash is gone with the
 * commit, so the old key stops working at once; `account.api-key-rotated.v1` lets caches drop it.
 */
export async function regenerateApiKey(
  deps: TAccountDeps,
  userId: string,
): Promise<{ apiKey: string; apiKeyMasked: string }> {
  const apiKey = generateApiKey();
  const apiKeyMasked = maskApiKey(apiKey);
  await deps.outbox.inTransaction(async (tx, publish) => {
    if (!(await findApiKeyOfUserForUpdate(tx, userId))) throw new AppError('objectNotFound', 'API key not found');
    const user = await findUserById(tx, userId);
    if (!user) throw new AppError('userNotFound');
    await saveApiKey(tx, userId, {
      keyHash: hashApiKey(apiKey),
      keyEncrypted: encryptApiKey(apiKey, deps.config.API_KEY_ENCRYPTION_KEY, userId),
      keyMasked: apiKeyMasked,
      createdAt: new Date(),
    });
    await publish(apiKeyRotatedEvent({ userId, email: user.email, language: user.language }));
  });
  return { apiKey, apiKeyMasked };
}
