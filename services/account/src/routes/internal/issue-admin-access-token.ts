import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZAdminAccessToken, ZAdminAccessTokenBody } from '../../schemas/internal.ts';
import { grantImpersonation } from '../../use-cases/grant-impersonation.ts';

/** Caller `backoffice` only: a short-lived token for a staff member to act for one user, with a reason. */
export function registerIssueAdminAccessTokenRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/internal/admin/access-token',
    {
      config: { callers: ['backoffice'] },
      schema: { body: ZAdminAccessTokenBody, response: { 200: ZSuccess(ZAdminAccessToken) } },
    },
    async (request) => {
      const issued = await grantImpersonation(deps, request.body);
      request.log.info(
        { grantId: issued.grantId, staffId: request.body.staffId, userId: request.body.userId },
        'impersonation granted',
      );
      return ok({ ...issued, expiresAt: issued.expiresAt.toISOString() });
    },
  );
}
