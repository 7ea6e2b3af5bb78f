import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser, signInFirst } from '../../auth/require-signed-in-user.ts';
import { ZSignedInUser } from '@matchwire/contracts/account/auth';
import { getSignedInUser } from '../../use-cases/get-signed-in-user.ts';

export function registerUserCheckLoginRoute(app: TZodApp, deps: TAccountDeps): void {
  app.get(
    '/api/auth/userCheckLogin',
    { onRequest: signInFirst(deps), schema: { response: { 200: ZSuccess(ZSignedInUser) } } },
    async (request) => {
      const caller = await requireSignedInUser(request, deps);
      const user = await getSignedInUser(deps, caller.userId);
      return ok({ userId: user.userId, email: user.email });
    },
  );
}
