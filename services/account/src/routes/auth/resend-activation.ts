import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZResendActivationBody, ZResendAvailableAt } from '@matchwire/contracts/account/auth';
import { resendActivation } from '../../use-cases/resend-activation.ts';

export function registerResendActivationRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/api/auth/resendActivation',
    { schema: { body: ZResendActivationBody, response: { 200: ZSuccess(ZResendAvailableAt) } } },
    async (request) => {
      const { resendAvailableAt } = await resendActivation(deps, { ...request.body, ip: request.ip });
      return ok({ resendAvailableAt: resendAvailableAt.toISOString() });
    },
  );
}
