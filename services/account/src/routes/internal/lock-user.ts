import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { lockUser } from '../../use-cases/lock-user.ts';

/** Caller `backoffice` only: locks a user and ends all their sessions. */
export function registerLockUserRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.lockUser, async (request) => {
    await lockUser(deps, request.params.userId);
    request.log.info({ userId: request.params.userId }, 'user locked');
    return {};
  });
}
