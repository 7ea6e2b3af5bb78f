import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { registerUser } from '../../use-cases/register-user.ts';

export function registerRegisterRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.register, async (request) => {
    const registered = await registerUser(deps, { ...request.body, ip: request.ip });
    return { email: registered.email, resendAvailableAt: registered.resendAvailableAt.toISOString() };
  });
}
