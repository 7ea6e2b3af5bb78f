import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser } from '../../auth/require-signed-in-user.ts';
import { getSignedInUser } from '../../use-cases/get-signed-in-user.ts';

export function registerUserCheckLoginRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.userCheckLogin, async (request) => {
    const caller = await requireSignedInUser(request, deps);
    const user = await getSignedInUser(deps, caller.userId);
    return { userId: user.userId, email: user.email };
  });
}
