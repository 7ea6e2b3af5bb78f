import type { TAccountDeps } from '../account-deps.ts';
import { saveUser } from '../db/user-repository.ts';
import { getSignedInUser } from './get-signed-in-user.ts';

export async function updateUserName(deps: TAccountDeps, userId: string, name: string): Promise<{ name: string }> {
  await getSignedInUser(deps, userId);
  const user = await saveUser(deps.db, userId, { name });
  return { name: user.name };
}
