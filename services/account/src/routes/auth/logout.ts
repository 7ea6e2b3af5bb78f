import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { clearSessionCookies, sessionCookie } from '../../auth/session-cookies.ts';
import { logOut } from '../../use-cases/log-out.ts';

/** Always succeeds: clears both cookies and revokes the session the `token` cookie names. */
export function registerLogoutRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.logout, async (request, reply) => {
    await logOut(deps, request.cookies[sessionCookie]);
    clearSessionCookies(reply, deps.config.PUBLIC_WEB_URL);
    return {};
  });
}
