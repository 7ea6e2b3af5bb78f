import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { checkSession } from '../../use-cases/check-session.ts';
import { lockUser } from '../../use-cases/lock-user.ts';

/** Sessions and locks (docs/decisions/0009): the gateway asks whether a session is live; the back office locks a user. */
export function registerSessionRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.checkSession, async (request) => checkSession(deps, request.params.sessionId));

  // Ends every session of the user, at every gateway at once (account.session-revoked.v1).
  serve(accountEndpoints.lockUser, async (request) => {
    await lockUser(deps, request.params.userId);
    request.log.info({ userId: request.params.userId }, 'user locked');
    return {};
  });
}
