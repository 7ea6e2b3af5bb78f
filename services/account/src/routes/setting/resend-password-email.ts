import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZEmpty } from '@matchwire/contracts/account/auth';
import { ZResendPasswordEmailBody } from '../../schemas/setting.ts';
import { requestPasswordReset } from '../../use-cases/request-password-reset.ts';

export function registerResendPasswordEmailRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/api/setting/resendPasswordEmail',
    { schema: { body: ZResendPasswordEmailBody, response: { 200: ZSuccess(ZEmpty) } } },
    async (request) => {
      await requestPasswordReset(deps, { ...request.body, ip: request.ip });
      return ok({});
    },
  );
}
