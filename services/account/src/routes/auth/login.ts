import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { setSessionCookies } from '../../auth/session-cookies.ts';
import { logIn } from '../../use-cases/log-in.ts';
import { presentUserSummary } from './user-summary-presenter.ts';

export function registerLoginRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.login, async (request, reply) => {
    const { account, password } = request.body;
    const { user, session } = await logIn(deps, { email: account, password, ip: request.ip });
    setSessionCookies(reply, session, deps.config.PUBLIC_WEB_URL);
    return { user: presentUserSummary(user), accessToken: session.jwt };
  });
}
