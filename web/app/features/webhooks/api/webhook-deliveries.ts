import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteData } from '~/lib/api/api-request';
import { routeQuery } from '~/lib/query/route-query';

export type TWebhookDelivery = TRouteData<'GET /api/scoreWebhook/deliveries'>['deliveries'][number];

/** While a delivery is pending the log is asked again this often (a test is sent within a second or two). */
const PENDING_REFRESH_MS = 3000;

/** GET /api/scoreWebhook/deliveries: the last 50, newest first. Refreshing it is no page work to report. */
export const webhookDeliveriesQuery = routeQuery(
  'GET /api/scoreWebhook/deliveries',
  ['user', 'score-webhook', 'deliveries'],
  { meta: { showProgress: false } },
);

/** The log, asked again every few seconds while something in it is still pending and the tab is visible. */
export function useWebhookDeliveries() {
  return useQuery({
    ...webhookDeliveriesQuery.options(),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}

/**
 * POST /api/scoreWebhook/test (a `webhook.test` delivery now) or …/deliveries/:id/replay (the same
 * payload again, as a new delivery); either way the log is read again.
 */
export function useQueueDeliveryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replayOf: string | null) =>
      replayOf === null
        ? apiClient.call('POST /api/scoreWebhook/test')
        : apiClient.call('POST /api/scoreWebhook/deliveries/:deliveryId/replay', { params: { deliveryId: replayOf } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQuery.queryKey }),
  });
}
