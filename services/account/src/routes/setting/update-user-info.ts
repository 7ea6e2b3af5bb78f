import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser } from '../../auth/require-signed-in-user.ts';
import { updateUserName } from '../../use-cases/update-user-name.ts';

export function registerUpdateUserInfoRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.updateUserInfo, async (request) => {
    const caller = await requireSignedInUser(request, deps);
    return updateUserName(deps, caller.userId, request.body.name);
  });
}
