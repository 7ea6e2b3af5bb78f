import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZFaqSearchBody, ZFaqSearchResult } from '../../schemas/faq.ts';
import { searchFaqs } from '../../use-cases/search-faqs.ts';

export function registerFaqSearchRoute(app: TZodApp, deps: TDocsDeps): void {
  app.post(
    '/api/faq/searchFaq',
    { schema: { body: ZFaqSearchBody, response: { 200: ZSuccess(ZFaqSearchResult) } } },
    async (request) => ok(await searchFaqs(deps.db, request.body)),
  );
}
