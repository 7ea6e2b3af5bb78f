import type { TAccountExecutor } from '../db/account-db.ts';
import { insertApiKey } from '../db/api-key-repository.ts';
import { encryptApiKey, generateApiKey, hashApiKey, maskApiKey } from '../security/api-key-secret.ts';

/** Gives the user their first API key unless they already have one. */
export async function createApiKey(db: TAccountExecutor, userId: string, encryptionKey: Buffer): Promise<void> {
  const apiKey = generateApiKey();
  await insertApiKey(db, {
    userId,
    keyHash: hashApiKey(apiKey),
    keyEncrypted: encryptApiKey(apiKey, encryptionKey, userId),
    keyMasked: maskApiKey(apiKey),
  });
}
