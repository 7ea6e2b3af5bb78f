import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';

const revealedKey = ['docs', 'revealed-api-key'] as const;

/**
 * POST /api/user/apiKey/reveal, only when the customer asks (Show key, or Send): the full key,
 * kept in the page's memory only (the query cache, never dehydrated from the server), so moving
 * between reference pages does not ask again. `forget` drops it.
 */
export function useRevealedApiKey() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: revealedKey,
    queryFn: async () => (await apiClient.call('POST /api/user/apiKey/reveal')).apiKey,
    enabled: false,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    key: query.data ?? null,
    isPending: query.isFetching,
    /** The key, asked for now if it is not known yet; null when it could not be had (the client has said why). */
    fetchKey: async (): Promise<string | null> => query.data ?? (await query.refetch()).data ?? null,
    // Reset, not removed: the panel and the examples still observe it and must see it gone.
    forget: () => void queryClient.resetQueries({ queryKey: revealedKey }),
  };
}
