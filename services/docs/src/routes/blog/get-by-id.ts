import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZBlogArticle, ZBlogByIdBody } from '../../schemas/blog.ts';
import { getBlogArticle } from '../../use-cases/get-blog-article.ts';

export function registerBlogByIdRoute(app: TZodApp, deps: TDocsDeps): void {
  app.post(
    '/api/blog/getBlogById',
    { schema: { body: ZBlogByIdBody, response: { 200: ZSuccess(ZBlogArticle) } } },
    async (request) => ok(await getBlogArticle(deps.db, request.body.id, request.body.lang)),
  );
}
