import { AppError } from '@matchwire/kit/errors/app-error';
import type { TAccountDeps } from '../account-deps.ts';
import { findApiKeyOfUser, type TApiKeyRow } from '../db/api-key-repository.ts';

/** The user's API key row; 10004 before activation (no key yet). */
export async function getApiKey(deps: TAccountDeps, userId: string): Promise<TApiKeyRow> {
  const apiKey = await findApiKeyOfUser(deps.db, userId);
  if (!apiKey) throw new AppError('objectNotFound', 'API key not found');
  return apiKey;
}
