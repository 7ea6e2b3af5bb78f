import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { setSessionCookies } from '../../auth/session-cookies.ts';
import { activateUser } from '../../use-cases/activate-user.ts';
import { presentUserSummary } from './user-summary-presenter.ts';

export function registerActivateRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.activate, async (request, reply) => {
    const { user, session } = await activateUser(deps, { token: request.body.token, ip: request.ip });
    setSessionCookies(reply, session, deps.config.PUBLIC_WEB_URL);
    return { user: presentUserSummary(user) };
  });
}
