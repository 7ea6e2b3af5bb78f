import type { TUserInfo } from '@matchwire/contracts/account/setting';
import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser } from '../../auth/require-signed-in-user.ts';
import type { TApiKeyRow } from '../../db/api-key-repository.ts';
import type { TUserRow } from '../../db/user-repository.ts';
import { getUserInfo } from '../../use-cases/get-user-info.ts';

/** The `userId` query is accepted for the web client's sake and ignored: a caller only ever sees themself. */
export function registerGetUserInfoRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.getUserInfo, async (request) => {
    const caller = await requireSignedInUser(request, deps);
    return presentUserInfo(await getUserInfo(deps, caller.userId));
  });
}

/** Profile, masked API key, dates, customer status. */
function presentUserInfo({ user, apiKey }: { user: TUserRow; apiKey: TApiKeyRow | undefined }): TUserInfo {
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
