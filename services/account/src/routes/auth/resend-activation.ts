import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { resendActivation } from '../../use-cases/resend-activation.ts';

export function registerResendActivationRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.resendActivation, async (request) => {
    const { resendAvailableAt } = await resendActivation(deps, { ...request.body, ip: request.ip });
    return { resendAvailableAt: resendAvailableAt.toISOString() };
  });
}
