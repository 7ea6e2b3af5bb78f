import { useMutation, useQuery } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import { whileSignedIn } from '~/lib/query/query-client';

/** The plans of a subscription's product, to upgrade to (GET /api/product/detail, a public read). */
export function useProductPlans(productId: number, lang: TLang, isEnabled: boolean) {
  return useQuery({
    queryKey: ['billing', 'product-plans', productId, lang] as const,
    queryFn: () => apiClient.call('GET /api/product/detail', { query: { productId, lang } }, { isQuiet: true }),
    select: (product) => product.plans,
    enabled: isEnabled,
  });
}

/** POST /api/subscription/upgrade/quote: the credit for the unused days and what is paid now. */
export function useUpgradeQuote(subscriptionId: string, planId: number | null) {
  return useQuery({
    queryKey: ['user', 'billing', 'upgrade-quote', subscriptionId, planId] as const,
    queryFn: () =>
      apiClient.call(
        'POST /api/subscription/upgrade/quote',
        { body: { subscriptionId, planId: planId ?? 0 } },
        { isQuiet: true },
      ),
    enabled: whileSignedIn(planId !== null),
    staleTime: 0,
  });
}

/** POST /api/subscription/upgrade: begins the upgrade's payment (13005 while one waits). */
export function useUpgradeMutation(lang: TLang) {
  return useMutation({
    mutationFn: ({ subscriptionId, planId }: { subscriptionId: string; planId: number }) =>
      apiClient.call(
        'POST /api/subscription/upgrade',
        { body: { subscriptionId, planId, payMethod: 'card', lang } },
        { isQuiet: true },
      ),
  });
}
