import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser, signInFirst } from '../../auth/require-signed-in-user.ts';
import { ZUserInfo, ZUserInfoQuery } from '../../schemas/setting.ts';
import { getUserInfo } from '../../use-cases/get-user-info.ts';

/** The `userId` query is accepted for the web client's sake and ignored: a caller only ever sees themself. */
export function registerGetUserInfoRoute(app: TZodApp, deps: TAccountDeps): void {
  app.get(
    '/api/setting/getUserInfo',
    { onRequest: signInFirst(deps), schema: { querystring: ZUserInfoQuery, response: { 200: ZSuccess(ZUserInfo) } } },
    async (request) => {
      const caller = await requireSignedInUser(request, deps);
      return ok(await getUserInfo(deps, caller.userId));
    },
  );
}
