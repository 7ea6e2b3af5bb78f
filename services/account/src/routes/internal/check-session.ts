import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { checkSession } from '../../use-cases/check-session.ts';

/** Gateway only: is the session a jwt names still live (docs/decisions/0009)? */
export function registerCheckSessionRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.checkSession, async (request) => checkSession(deps, request.params.sessionId));
}
