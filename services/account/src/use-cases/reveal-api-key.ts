import type { TAccountDeps } from '../account-deps.ts';
import { decryptApiKey } from '../security/api-key-secret.ts';
import { getApiKey } from './get-api-key.ts';

/** The full API key, decrypted from its AES-256-GCM copy. */
export async function revealApiKey(deps: TAccountDeps, userId: string): Promise<{ apiKey: string }> {
  const row = await getApiKey(deps, userId);
  return { apiKey: decryptApiKey(row.keyEncrypted, deps.config.API_KEY_ENCRYPTION_KEY, userId) };
}
