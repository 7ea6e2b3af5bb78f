import type { TUserInfo } from '@matchwire/contracts/account/setting';
import type { TApiKeyRow } from '../../db/api-key-repository.ts';
import type { TUserRow } from '../../db/user-repository.ts';

/** The console's account panel: profile, masked API key (none before activation), dates, customer status. */
export function toUserInfo({ user, apiKey }: { user: TUserRow; apiKey: TApiKeyRow | undefined }): TUserInfo {
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
