import type { TApiClient } from '~/lib/api/api-request';
import { prefetchPageQueries, type TAnyQueryOptions } from '~/lib/query/prefetch-page.server';
import { pageUrlOf } from '~/lib/routing/page-url';
import type { TSandboxPageData } from '../components/sandbox-page';

/**
 * The loader of a sandbox page about the payment its address names in `param`: the id when it has
 * the sandbox's form (`isId`; anything else is not asked for), with its lookup (`lookupOf`) prefetched.
 */
export function sandboxPageLoader(
  param: string,
  isId: (value: string | null) => value is string,
  lookupOf: (api: TApiClient, id: string) => TAnyQueryOptions,
) {
  return async ({ request }: { request: Request }): Promise<TSandboxPageData> => {
    const value = pageUrlOf(request).searchParams.get(param);
    const id = isId(value) ? value : null;
    return { id, dehydratedState: await prefetchPageQueries(request, (api) => (id ? [lookupOf(api, id)] : [])) };
  };
}
