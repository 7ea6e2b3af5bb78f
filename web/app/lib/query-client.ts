import { QueryClient } from '@tanstack/react-query';

/** One client per server request and one per browser session; loaders use their own for prefetching. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
