import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteData } from '~/lib/api/api-request';
import { routeQuery } from '~/lib/query/route-query';

export type TSubscriptionList = TRouteData<'GET /api/subscription/list'>;
export type TSubscription = TSubscriptionList['subscriptions'][number];

/** GET /api/subscription/list: newest first, each with the actions the server allows now. */
export const subscriptionsQuery = routeQuery('GET /api/subscription/list', ['user', 'billing', 'subscriptions']);

/** Unsubscribe (stays usable until the period ends) or restore: the changed subscription replaces the listed one. */
export function useSubscriptionChangeMutation(action: 'unsubscribe' | 'restore') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiClient.call(
        action === 'unsubscribe' ? 'POST /api/subscription/unsubscribe' : 'POST /api/subscription/restore',
        {
          body: { subscriptionId },
        },
      ),
    onSuccess: (changed) =>
      queryClient.setQueryData(subscriptionsQuery.queryKey, (list) =>
        list
          ? {
              subscriptions: list.subscriptions.map((item) =>
                item.subscriptionId === changed.subscriptionId ? changed : item,
              ),
            }
          : list,
      ),
  });
}

/** POST /api/subscription/resubscribe: begins a payment like subscription add (record and page to pay on). */
export function useResubscribeMutation(lang: TLang) {
  return useMutation({
    mutationFn: ({ subscriptionId, payMethod }: { subscriptionId: string; payMethod: 'card' | 'wallet' }) =>
      apiClient.call('POST /api/subscription/resubscribe', { body: { subscriptionId, payMethod, lang } }),
  });
}
