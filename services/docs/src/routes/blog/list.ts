import { ok, ZSuccess } from '@matchwire/kit/http/envelope';
import type { TZodApp } from '@matchwire/kit/http/create-service-app';
import type { TDocsDeps } from '../../docs-deps.ts';
import { ZBlogList, ZBlogListBody } from '../../schemas/blog.ts';
import { listBlogArticles } from '../../use-cases/list-blog-articles.ts';

export function registerBlogListRoute(app: TZodApp, deps: TDocsDeps): void {
  app.post(
    '/api/blog/getBlogList',
    { schema: { body: ZBlogListBody, response: { 200: ZSuccess(ZBlogList) } } },
    async (request) => {
      const { articleType, childType, page, isSeo, lang } = request.body;
      return ok(
        await listBlogArticles(deps.db, {
          typeId: articleType.typeId,
          childTypeId: childType.childTypeId,
          page,
          isSeo,
          lang,
        }),
      );
    },
  );
}
