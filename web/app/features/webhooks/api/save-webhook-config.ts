import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteInput } from '~/lib/api/api-request';
import { webhookConfigQuery } from './get-webhook-config';

export type TWebhookConfigInput = TRouteInput<'POST /api/scoreWebhook/config'>['body'];

/**
 * POST /api/scoreWebhook/config: saves the URL, sports and switch; the first save answers the
 * signing secret, once (14010: an http URL or a private address).
 */
export function useSaveWebhookConfigMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWebhookConfigInput) => apiClient.call('POST /api/scoreWebhook/config', { body }),
    onSuccess: (saved) => queryClient.setQueryData(webhookConfigQuery.queryKey, { endpoint: saved.endpoint }),
  });
}
