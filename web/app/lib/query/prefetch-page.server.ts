import { dehydrate, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';
import type { TApiClient } from '~/lib/api/api-request';
import { createServerApiClient } from '~/lib/api/api-client.server';
import { createQueryClient } from './query-client';

// Any query's options: the pages' queries differ in data and key, which prefetching does not look at.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyQueryOptions = FetchQueryOptions<any, Error, any, any>;

/**
 * A loader's share of a page: the queries its components read (`queries`, given the visitor's API
 * client), fetched on the server at once and handed to the page's HydrationBoundary dehydrated.
 * A query that fails is left out, and the component shows its failure as in the browser.
 */
export async function prefetchPageQueries(
  request: Request,
  queries: (api: TApiClient) => readonly TAnyQueryOptions[],
): Promise<DehydratedState> {
  const queryClient = createQueryClient();
  await Promise.all(queries(createServerApiClient(request)).map((options) => queryClient.prefetchQuery(options)));
  return dehydrate(queryClient);
}

/** The loader of a page that needs only its queries prefetched: `export const loader = prefetchingLoader(…)`. */
export function prefetchingLoader(queries: (api: TApiClient) => readonly TAnyQueryOptions[]) {
  return async ({ request }: { request: Request }) => ({
    dehydratedState: await prefetchPageQueries(request, queries),
  });
}
