import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TLang } from '~/i18n';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import { processingPath, type TOrderLine } from '../order-params';

export type { TOrderLine };

export type TQuote = TRouteData<'POST /api/subscription/quote'>;

/** How the customer pays at checkout. */
export type TPayMethod = 'card' | 'wallet';

/** The order's lines travel as one form field holding their JSON (the contract accepts both). */
function encodeLines(lines: readonly TOrderLine[]): string {
  return JSON.stringify(lines.map(({ productId, planId }) => ({ productId, planId })));
}

/** POST /api/subscription/quote: lines, promotion and total. Failures are shown in place (13008 at the code field). */
export function quoteSubscription(api: TApiClient, lines: readonly TOrderLine[], promotionCode?: string) {
  return api.call(
    'POST /api/subscription/quote',
    { body: { subscriptionList: encodeLines(lines), promotionCode: promotionCode || undefined } },
    { isQuiet: true },
  );
}

export function getQuoteQueryOptions(line: TOrderLine, promotionCode = '', api: TApiClient = apiClient) {
  return queryOptions({
    queryKey: ['user', 'billing', 'quote', line.productId, line.planId, promotionCode.toUpperCase()] as const,
    queryFn: () => quoteSubscription(api, [line], promotionCode),
  });
}

export function useQuote(line: TOrderLine, promotionCode: string) {
  return useQuery({ ...getQuoteQueryOptions(line, promotionCode), placeholderData: (previous) => previous });
}

/**
 * Begins paying the order: by card through POST /api/subscription/add, by wallet through
 * POST /api/wallet/purchase (SPEC 7 wallet purchase). Both answer the record to follow and the page
 * to pay on (a site path, or the provider's https page).
 */
export function useAddSubscriptionMutation(lang: TLang) {
  return useMutation({
    mutationFn: ({
      line,
      promotionCode,
      payMethod = 'card',
    }: {
      line: TOrderLine;
      promotionCode: string;
      payMethod?: TPayMethod;
    }) => {
      const order = {
        subscriptionList: encodeLines([line]),
        promotionCode: promotionCode || undefined,
        returnUrl: processingPath(line),
        cancelUrl: processingPath(line),
        lang,
      };
      return payMethod === 'wallet'
        ? apiClient.call('POST /api/wallet/purchase', { body: order }, { isQuiet: true })
        : apiClient.call('POST /api/subscription/add', { body: { ...order, payMethod } }, { isQuiet: true });
    },
  });
}
