import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { requestPasswordReset } from '../../use-cases/request-password-reset.ts';

export function registerResendPasswordEmailRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.resendPasswordEmail, async (request) => {
    await requestPasswordReset(deps, { ...request.body, ip: request.ip });
    return {};
  });
}
