import type { TRoute } from '~/lib/api/api-request';
import { prefetchPageQueries } from '~/lib/query/prefetch-page.server';
import { pageUrlOf } from '~/lib/routing/page-url';
import type { TSandboxPageData } from '../components/sandbox-page';
import type { TSandboxLookup } from './payment-query-options';

/**
 * The loader of a sandbox page about the payment its address names: the id when it has the
 * sandbox's form (anything else is not asked for), with the payment's query prefetched.
 */
export function sandboxPageLoader<R extends TRoute>({ param, isId, query, inputOf }: TSandboxLookup<R>) {
  return async ({ request }: { request: Request }): Promise<TSandboxPageData> => {
    const value = pageUrlOf(request).searchParams.get(param);
    const id = isId(value) ? value : null;
    return {
      id,
      dehydratedState: await prefetchPageQueries(request, (api) => (id ? [query.options(api, inputOf(id))] : [])),
    };
  };
}
