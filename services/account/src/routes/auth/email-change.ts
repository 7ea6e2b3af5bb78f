import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser } from '../../auth/require-signed-in-user.ts';
import { requestEmailChange } from '../../use-cases/request-email-change.ts';

export function registerEmailChangeRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.emailChange, async (request) => {
    const caller = await requireSignedInUser(request, deps);
    return requestEmailChange(deps, { ...request.body, userId: caller.userId, ip: request.ip });
  });
}
