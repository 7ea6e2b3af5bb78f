import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { setSessionCookies } from '../../auth/session-cookies.ts';
import { ZLoggedIn, ZLoginBody } from '@matchwire/contracts/account/auth';
import { logIn } from '../../use-cases/log-in.ts';

export function registerLoginRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/api/auth/login',
    { schema: { body: ZLoginBody, response: { 200: ZSuccess(ZLoggedIn) } } },
    async (request, reply) => {
      const { user, session } = await logIn(deps, {
        email: request.body.account,
        password: request.body.password,
        ip: request.ip,
      });
      setSessionCookies(reply, session, deps.config.PUBLIC_WEB_URL);
      return ok({ user: { userId: user.userId, email: user.email, name: user.name }, accessToken: session.jwt });
    },
  );
}
