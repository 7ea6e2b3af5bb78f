import { docsEndpoints } from '@matchwire/contracts/docs/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDocsDeps } from '../../docs-deps.ts';
import { searchFaqs } from '../../use-cases/search-faqs.ts';
import { presentFaqListItem } from './faq-presenter.ts';

export function registerFaqSearchRoute(serve: TServeEndpoint, deps: TDocsDeps): void {
  serve(docsEndpoints.searchFaqs, async ({ body }) => {
    const { rows, total, categories } = await searchFaqs(deps, body);
    return { list: rows.map((row) => presentFaqListItem(row, categories, body)), total };
  });
}
