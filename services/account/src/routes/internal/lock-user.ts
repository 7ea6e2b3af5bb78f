import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import { z } from 'zod';
import type { TAccountDeps } from '../../account-deps.ts';
import { lockUser } from '../../use-cases/lock-user.ts';

/** Caller `backoffice` only: locks a user and ends all their sessions. */
export function registerLockUserRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/internal/users/:userId/lock',
    {
      config: { callers: ['backoffice'] },
      schema: { params: z.object({ userId: z.string().uuid() }), response: { 200: ZSuccess(z.object({})) } },
    },
    async (request) => {
      await lockUser(deps, request.params.userId);
      request.log.info({ userId: request.params.userId }, 'user locked');
      return ok({});
    },
  );
}
