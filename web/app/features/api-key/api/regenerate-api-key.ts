import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import { API_KEY_KEY } from './get-api-key';

/** POST /api/user/apiKey/regenerate: a new key; the old one stops working at once. */
export function regenerateApiKey(api: TApiClient) {
  return api.call('POST /api/user/apiKey/regenerate');
}

export function useRegenerateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateApiKey(apiClient),
    onSuccess: (result) => {
      queryClient.setQueryData<TRouteData<'GET /api/user/apiKey'>>(API_KEY_KEY, () => ({
        apiKeyMasked: result.apiKeyMasked,
        createdAt: new Date().toISOString(),
      }));
    },
  });
}
