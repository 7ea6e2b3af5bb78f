import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { grantImpersonation } from '../../use-cases/grant-impersonation.ts';
import { revokeImpersonation } from '../../use-cases/revoke-impersonation.ts';
import { useImpersonation } from '../../use-cases/use-impersonation.ts';

/**
 * Staff acting for a user (docs/decisions/0009): the back office has a grant issued and can end it
 * early; the gateway has each use of its token checked and recorded here (every request, never cached).
 */
export function registerImpersonationRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.issueAdminAccessToken, async (request) => {
    const issued = await grantImpersonation(deps, request.body);
    request.log.info(
      { grantId: issued.grantId, staffId: request.body.staffId, userId: request.body.userId },
      'impersonation granted',
    );
    return { ...issued, expiresAt: issued.expiresAt.toISOString() };
  });

  serve(accountEndpoints.useImpersonation, async (request) => {
    const use = await useImpersonation(deps, request.body);
    request.log.info(
      { grantId: use.grantId, staffId: use.staffId, userId: use.userId, path: request.body.path },
      'impersonation used',
    );
    return use;
  });

  serve(accountEndpoints.revokeImpersonation, async (request) => {
    await revokeImpersonation(deps, request.params.grantId);
    request.log.info({ grantId: request.params.grantId }, 'impersonation revoked');
    return {};
  });
}
