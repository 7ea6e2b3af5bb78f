import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZRegisterBody, ZRegistered } from '@matchwire/contracts/account/auth';
import { registerUser } from '../../use-cases/register-user.ts';

export function registerRegisterRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/api/auth/register',
    { schema: { body: ZRegisterBody, response: { 200: ZSuccess(ZRegistered) } } },
    async (request) => {
      const registered = await registerUser(deps, { ...request.body, ip: request.ip });
      return ok({ email: registered.email, resendAvailableAt: registered.resendAvailableAt.toISOString() });
    },
  );
}
