import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { setSessionCookies } from '../../auth/session-cookies.ts';
import { ZEmailVerified, ZLinkTokenBody } from '@matchwire/contracts/account/auth';
import { verifyNewEmail } from '../../use-cases/verify-new-email.ts';

export function registerNewEmailVerifyRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/api/auth/newEmailVerify',
    { schema: { body: ZLinkTokenBody, response: { 200: ZSuccess(ZEmailVerified) } } },
    async (request, reply) => {
      const { user, session } = await verifyNewEmail(deps, { token: request.body.token, ip: request.ip });
      setSessionCookies(reply, session, deps.config.PUBLIC_WEB_URL);
      return ok({ email: user.email });
    },
  );
}
