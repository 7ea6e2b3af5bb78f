import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZSessionCheck, ZSessionCheckParams } from '../../schemas/internal.ts';
import { checkSession } from '../../use-cases/check-session.ts';

/** Gateway only: is the session a jwt names still live (docs/decisions/0009)? */
export function registerCheckSessionRoute(app: TZodApp, deps: TAccountDeps): void {
  app.get(
    '/internal/sessions/:sessionId',
    {
      config: { callers: ['gateway'] },
      schema: { params: ZSessionCheckParams, response: { 200: ZSuccess(ZSessionCheck) } },
    },
    async (request) => ok(await checkSession(deps, request.params.sessionId)),
  );
}
