import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';
import { apiKeyQuery } from './get-api-key';

/** POST /api/user/apiKey/regenerate: a new key; the old one stops working at once. */
export function regenerateApiKey(api: TApiClient) {
  return api.call('POST /api/user/apiKey/regenerate');
}

export function useRegenerateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateApiKey(apiClient),
    onSuccess: (result) => {
      queryClient.setQueryData(apiKeyQuery.queryKey, () => ({
        apiKeyMasked: result.apiKeyMasked,
        createdAt: new Date().toISOString(),
      }));
    },
  });
}
