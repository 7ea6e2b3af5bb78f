import { useQuery } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';

/**
 * GET /api/user/apiKey for the try-it panel: the signed-in customer's key, masked (10004 before
 * activation, which the panel shows as "no key yet", so it is asked quietly and once).
 */
export function useMaskedApiKey(isSignedIn: boolean) {
  return useQuery({
    queryKey: ['docs', 'masked-api-key'],
    queryFn: async () => (await apiClient.call('GET /api/user/apiKey', {}, { isQuiet: true })).apiKeyMasked,
    enabled: isSignedIn,
    retry: false,
    staleTime: 5 * 60 * 1000,
    meta: { showProgress: false },
  });
}
