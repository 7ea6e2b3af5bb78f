import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { readFaqArticle } from '../../use-cases/read-faq-article.ts';
import { presentFaqArticle } from './faq-presenter.ts';

export function registerFaqArticleRoute(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.readFaqArticle, async ({ query }) =>
    presentFaqArticle(await readFaqArticle(deps, query.id), query.lang),
  );
}
