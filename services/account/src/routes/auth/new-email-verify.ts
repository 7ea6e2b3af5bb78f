import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { setSessionCookies } from '../../auth/session-cookies.ts';
import { verifyNewEmail } from '../../use-cases/verify-new-email.ts';

export function registerNewEmailVerifyRoute(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.newEmailVerify, async (request, reply) => {
    const { user, session } = await verifyNewEmail(deps, { token: request.body.token, ip: request.ip });
    setSessionCookies(reply, session, deps.config.PUBLIC_WEB_URL);
    return { email: user.email };
  });
}
