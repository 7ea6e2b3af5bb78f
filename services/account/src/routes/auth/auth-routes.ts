import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { serveForCaller } from '../../auth/require-signed-in-user.ts';
import { clearSessionCookies, sessionCookie, setSessionCookies } from '../../auth/session-cookies.ts';
import { activateUser } from '../../use-cases/activate-user.ts';
import { getSignedInUser } from '../../use-cases/get-signed-in-user.ts';
import { logIn } from '../../use-cases/log-in.ts';
import { logOut } from '../../use-cases/log-out.ts';
import { registerUser } from '../../use-cases/register-user.ts';
import { requestEmailChange } from '../../use-cases/request-email-change.ts';
import { resendActivation } from '../../use-cases/resend-activation.ts';
import { verifyNewEmail } from '../../use-cases/verify-new-email.ts';
import { toUserSummary } from './user-summary-presenter.ts';

/** Sign-up, activation, sign-in and sessions, e-mail change. */
export function registerAuthRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  const { PUBLIC_WEB_URL } = deps.config;
  const serveCaller = serveForCaller(serve, deps);

  serve(accountEndpoints.register, async (request) => {
    const registered = await registerUser(deps, { ...request.body, ip: request.ip });
    return { email: registered.email, resendAvailableAt: registered.resendAvailableAt.toISOString() };
  });

  serve(accountEndpoints.resendActivation, async (request) => {
    const { resendAvailableAt } = await resendActivation(deps, { ...request.body, ip: request.ip });
    return { resendAvailableAt: resendAvailableAt.toISOString() };
  });

  serve(accountEndpoints.activate, async (request, reply) => {
    const { user, session } = await activateUser(deps, { token: request.body.token, ip: request.ip });
    setSessionCookies(reply, session, PUBLIC_WEB_URL);
    return { user: toUserSummary(user) };
  });

  serve(accountEndpoints.login, async (request, reply) => {
    const { account, password } = request.body;
    const { user, session } = await logIn(deps, { email: account, password, ip: request.ip });
    setSessionCookies(reply, session, PUBLIC_WEB_URL);
    return { user: toUserSummary(user), accessToken: session.jwt };
  });

  serveCaller(accountEndpoints.userCheckLogin, async (caller) => {
    const user = await getSignedInUser(deps, caller.userId);
    return { userId: user.userId, email: user.email };
  });

  // Always succeeds: clears both cookies and revokes the session the `token` cookie names.
  serve(accountEndpoints.logout, async (request, reply) => {
    await logOut(deps, request.cookies[sessionCookie]);
    clearSessionCookies(reply, PUBLIC_WEB_URL);
    return {};
  });

  serveCaller(accountEndpoints.emailChange, async (caller, request) => {
    return requestEmailChange(deps, { ...request.body, userId: caller.userId, ip: request.ip });
  });

  serve(accountEndpoints.newEmailVerify, async (request, reply) => {
    const { user, session } = await verifyNewEmail(deps, { token: request.body.token, ip: request.ip });
    setSessionCookies(reply, session, PUBLIC_WEB_URL);
    return { email: user.email };
  });
}
