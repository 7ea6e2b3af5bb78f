import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser, signInFirst } from '../../auth/require-signed-in-user.ts';
import { ZEmailChangeBody, ZEmailChangeRequested } from '@matchwire/contracts/account/auth';
import { requestEmailChange } from '../../use-cases/request-email-change.ts';

export function registerEmailChangeRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/api/auth/emailChange',
    {
      onRequest: signInFirst(deps),
      schema: { body: ZEmailChangeBody, response: { 200: ZSuccess(ZEmailChangeRequested) } },
    },
    async (request) => {
      const caller = await requireSignedInUser(request, deps);
      return ok(await requestEmailChange(deps, { ...request.body, userId: caller.userId, ip: request.ip }));
    },
  );
}
