import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { listFaqCategories } from '../../use-cases/list-faq-categories.ts';
import { presentFaqCategory } from './faq-presenter.ts';

export function registerFaqCategoriesRoute(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.listFaqCategories, async ({ query }) => ({
    list: (await listFaqCategories(deps)).map(({ category, faqCount }) =>
      presentFaqCategory(category, faqCount, query.lang),
    ),
  }));
}
