import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { ZLinkList, ZLinkListQuery } from '../../schemas/link.ts';
import { listLinks } from '../../use-cases/list-links.ts';

export function registerGetLinksRoute(app: TZodApp, deps: TCatalogueDeps): void {
  app.post(
    '/api/link/getLinks',
    { schema: { querystring: ZLinkListQuery, response: { 200: ZSuccess(ZLinkList) } } },
    async (request) => ok({ list: await listLinks(deps.db, request.query.lang) }),
  );
}
