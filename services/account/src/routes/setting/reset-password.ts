import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZEmpty } from '@matchwire/contracts/account/auth';
import { ZResetPasswordBody } from '../../schemas/setting.ts';
import { resetPassword } from '../../use-cases/reset-password.ts';

export function registerResetPasswordRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/api/setting/resetPassword',
    { schema: { body: ZResetPasswordBody, response: { 200: ZSuccess(ZEmpty) } } },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok({});
    },
  );
}
