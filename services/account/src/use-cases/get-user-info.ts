import type { TAccountDeps } from '../account-deps.ts';
import { findApiKeyOfUser } from '../db/api-key-repository.ts';
import type { TUserInfo } from '../schemas/setting.ts';
import { getSignedInUser } from './get-signed-in-user.ts';

/** The console's account panel: profile, masked API key, dates, customer status. */
export async function getUserInfo(deps: TAccountDeps, userId: string): Promise<TUserInfo> {
  const user = await getSignedInUser(deps, userId);
  const apiKey = await findApiKeyOfUser(deps.db, userId);
  return {
    userId: user.userId,
    email: user.email,
    name: user.name,
    apiKey: apiKey?.keyMasked ?? null,
    lastModifyPasswordDate: user.passwordChangedAt?.toISOString() ?? null,
    registerDate: user.createdAt.toISOString(),
    customer: { cooperationStatus: user.cooperationStatus },
  };
}
