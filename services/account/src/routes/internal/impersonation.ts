import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import { z } from 'zod';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZImpersonationGrantParams, ZImpersonationUse, ZImpersonationUseBody } from '../../schemas/internal.ts';
import { revokeImpersonation } from '../../use-cases/revoke-impersonation.ts';
import { useImpersonation } from '../../use-cases/use-impersonation.ts';

/**
 * The gateway has each use of an impersonation token checked and recorded here (every request,
 * never cached); the back office can end a grant early.
 */
export function registerImpersonationRoutes(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/internal/impersonation/uses',
    {
      config: { callers: ['gateway'] },
      schema: { body: ZImpersonationUseBody, response: { 200: ZSuccess(ZImpersonationUse) } },
    },
    async (request) => {
      const use = await useImpersonation(deps, request.body);
      request.log.info(
        { grantId: use.grantId, staffId: use.staffId, userId: use.userId, path: request.body.path },
        'impersonation used',
      );
      return ok(use);
    },
  );

  app.post(
    '/internal/impersonation/:grantId/revoke',
    {
      config: { callers: ['backoffice'] },
      schema: { params: ZImpersonationGrantParams, response: { 200: ZSuccess(z.object({})) } },
    },
    async (request) => {
      await revokeImpersonation(deps, request.params.grantId);
      request.log.info({ grantId: request.params.grantId }, 'impersonation revoked');
      return ok({});
    },
  );
}
