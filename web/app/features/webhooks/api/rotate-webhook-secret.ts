import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import { webhookConfigQuery } from './get-webhook-config';

/** POST /api/scoreWebhook/rotateSecret: a new signing secret, answered once. */
export function useRotateWebhookSecretMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call('POST /api/scoreWebhook/rotateSecret'),
    onSuccess: (rotated) => queryClient.setQueryData(webhookConfigQuery.queryKey, { endpoint: rotated.endpoint }),
  });
}
