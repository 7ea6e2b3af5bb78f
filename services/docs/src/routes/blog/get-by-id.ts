import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { getBlogArticle } from '../../use-cases/get-blog-article.ts';
import { presentArticle } from './article-presenter.ts';

export function registerBlogByIdRoute(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.getBlogArticle, async ({ body }) =>
    presentArticle(await getBlogArticle(deps, body.id), body.lang),
  );
}
