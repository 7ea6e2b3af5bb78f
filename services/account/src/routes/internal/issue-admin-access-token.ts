import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZAdminAccessToken, ZAdminAccessTokenBody } from '../../schemas/internal.ts';
import { issueAdminAccessToken } from '../../use-cases/issue-admin-access-token.ts';

/** Caller `backoffice` only: a short-lived token to act for a user. */
export function registerIssueAdminAccessTokenRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/internal/admin/access-token',
    {
      config: { callers: ['backoffice'] },
      schema: { body: ZAdminAccessTokenBody, response: { 200: ZSuccess(ZAdminAccessToken) } },
    },
    async (request) => {
      const issued = await issueAdminAccessToken(deps, request.body);
      request.log.info({ adminId: request.body.adminId, userId: request.body.userId }, 'admin access token issued');
      return ok({ adminAccessToken: issued.adminAccessToken, expiresAt: issued.expiresAt.toISOString() });
    },
  );
}
