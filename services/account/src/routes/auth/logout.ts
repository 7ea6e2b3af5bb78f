import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { clearSessionCookies, sessionCookie } from '../../auth/session-cookies.ts';
import { ZEmpty } from '@matchwire/contracts/account/auth';
import { logOut } from '../../use-cases/log-out.ts';

/** Always succeeds: clears both cookies and revokes the session the `token` cookie names. */
export function registerLogoutRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post('/api/auth/logout', { schema: { response: { 200: ZSuccess(ZEmpty) } } }, async (request, reply) => {
    await logOut(deps, request.cookies[sessionCookie]);
    clearSessionCookies(reply, deps.config.PUBLIC_WEB_URL);
    return ok({});
  });
}
