import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { issueMailLink } from '../../use-cases/issue-mail-link.ts';

/**
 * Caller `notification` only: the link an event named, to put in the mail it is sending
 * (docs/decisions/0011). The answer carries a live secret: it is never logged or stored.
 */
export function registerMailLinkRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.issueMailLink, async (request) => {
    const link = await issueMailLink(deps, { linkId: request.params.linkId, language: request.body.language });
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  });
}
