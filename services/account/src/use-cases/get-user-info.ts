import type { TAccountDeps } from '../account-deps.ts';
import { findApiKeyOfUser, type TApiKeyRow } from '../db/api-key-repository.ts';
import type { TUserRow } from '../db/user-repository.ts';
import { getSignedInUser } from './get-signed-in-user.ts';

/** The console's account panel: the user and their API key (none before activation). */
export async function getUserInfo(
  deps: TAccountDeps,
  userId: string,
): Promise<{ user: TUserRow; apiKey: TApiKeyRow | undefined }> {
  const user = await getSignedInUser(deps, userId);
  return { user, apiKey: await findApiKeyOfUser(deps.db, userId) };
}
