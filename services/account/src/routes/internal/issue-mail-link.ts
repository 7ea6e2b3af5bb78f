import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TAccountDeps } from '../../account-deps.ts';
import { ZMailLink, ZMailLinkBody, ZMailLinkParams } from '../../schemas/mail-link.ts';
import { issueMailLink } from '../../use-cases/issue-mail-link.ts';

/**
 * Caller `notification` only: the link an event named, to put in the mail it is sending
 * (docs/decisions/0011). The answer carries a live secret: it is never logged or stored.
 */
export function registerIssueMailLinkRoute(app: TZodApp, deps: TAccountDeps): void {
  app.post(
    '/internal/mail-links/:linkId',
    {
      config: { callers: ['notification'] },
      schema: { params: ZMailLinkParams, body: ZMailLinkBody, response: { 200: ZSuccess(ZMailLink) } },
    },
    async (request) => {
      const link = await issueMailLink(deps, { linkId: request.params.linkId, language: request.body.language });
      return ok({ url: link.url, expiresAt: link.expiresAt.toISOString() });
    },
  );
}
