import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { resetPassword } from '../../use-cases/reset-password.ts';

export function registerResetPasswordRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.resetPassword, async (request) => {
    await resetPassword(deps, request.body);
    return {};
  });
}
