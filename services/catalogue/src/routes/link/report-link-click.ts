import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZLinkClickBody, ZLinkClicks } from '../../schemas/link.ts';
import { reportLinkClick } from '../../use-cases/report-link-click.ts';

export function registerReportLinkClickRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.post(
    '/api/link/reportLinkClick',
    { schema: { body: ZLinkClickBody, response: { 200: ZSuccess(ZLinkClicks) } } },
    async (request) => ok({ clicks: await reportLinkClick(deps.db, request.body.linkId) }),
  );
}
