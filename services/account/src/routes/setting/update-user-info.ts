import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { requireSignedInUser, signInFirst } from '../../auth/require-signed-in-user.ts';
import { ZUpdatedUserInfo, ZUpdateUserInfoBody } from '../../schemas/setting.ts';
import { updateUserName } from '../../use-cases/update-user-name.ts';

export function registerUpdateUserInfoRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/api/setting/updateUserInfo',
    {
      onRequest: signInFirst(deps),
      schema: { body: ZUpdateUserInfoBody, response: { 200: ZSuccess(ZUpdatedUserInfo) } },
    },
    async (request) => {
      const caller = await requireSignedInUser(request, deps);
      return ok(await updateUserName(deps, caller.userId, request.body.name));
    },
  );
}
