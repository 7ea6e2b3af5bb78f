import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { setSessionCookies } from '../../auth/session-cookies.ts';
import { ZActivated, ZLinkTokenBody } from '../../schemas/auth.ts';
import { activateUser } from '../../use-cases/activate-user.ts';

export function registerActivateRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/api/auth/activate',
    { schema: { body: ZLinkTokenBody, response: { 200: ZSuccess(ZActivated) } } },
    async (request, reply) => {
      const { user, session } = await activateUser(deps, { token: request.body.token, ip: request.ip });
      setSessionCookies(reply, session, deps.config.PUBLIC_WEB_URL);
      return ok({ user: { userId: user.userId, email: user.email, name: user.name } });
    },
  );
}
