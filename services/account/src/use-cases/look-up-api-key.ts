import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import type { TIpWhitelistEntry } from '../db/schema.ts';
import { findApiKeyOwnerByHash } from '../db/api-key-repository.ts';
import { apiKeyPattern, hashApiKey } from '../security/api-key-secret.ts';

/** For the data API: who owns a key, whether they may use it, from which addresses. */
export async function lookUpApiKey(
  deps: TAccountDeps,
  apiKey: string,
): Promise<{ userId: string; isActive: boolean; ipWhitelist: TIpWhitelistEntry[] }> {
  const owner = apiKeyPattern.test(apiKey) ? await findApiKeyOwnerByHash(deps.db, hashApiKey(apiKey)) : undefined;
  if (!owner) throw new AppError('objectNotFound', 'API key not found');
  return {
    userId: owner.userId,
    isActive: owner.isActivated && !owner.isLocked,
    ipWhitelist: owner.ipWhitelist,
  };
}
