import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { listBlogArticles } from '../../use-cases/list-blog-articles.ts';
import { presentArticleListItem } from './article-presenter.ts';

export function registerBlogListRoute(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.listBlogArticles, async ({ body }) => {
    const { rows, total } = await listBlogArticles(deps, {
      typeId: body.articleType.typeId,
      childTypeId: body.childType.childTypeId,
      page: body.page,
    });
    return { list: rows.map((row) => presentArticleListItem(row, body.lang, body.isSeo)), total };
  });
}
