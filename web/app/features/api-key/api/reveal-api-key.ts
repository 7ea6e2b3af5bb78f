import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient } from '~/lib/api/api-request';

/** POST /api/user/apiKey/reveal: the full key, kept only in the page's memory. */
export function revealApiKey(api: TApiClient) {
  return api.call('POST /api/user/apiKey/reveal');
}

export function useRevealApiKeyMutation() {
  return useMutation({ mutationFn: () => revealApiKey(apiClient) });
}
