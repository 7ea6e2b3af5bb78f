import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZFaqArticle, ZFaqArticleQuery } from '../../schemas/faq.ts';
import { readFaqArticle } from '../../use-cases/read-faq-article.ts';

export function registerFaqArticleRoute(app: TZodApp, deps: TDocsDeps): void {
  app.get(
    '/api/faq/article',
    { schema: { querystring: ZFaqArticleQuery, response: { 200: ZSuccess(ZFaqArticle) } } },
    async (request) => ok(await readFaqArticle(deps.db, request.query.id, request.query.lang)),
  );
}
