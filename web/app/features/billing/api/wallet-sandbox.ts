import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TApiClient, TRouteData } from '~/lib/api/api-request';
import { paymentQueryOptions } from './payment-query-options';

export type TWalletSandboxOrder = TRouteData<'GET /api/sandbox/wallet/approval/:orderId'>;

/** The sandbox wallet's order ids (`SANDBOX` and 13 capitals and digits); anything else is not asked for. */
export function isWalletSandboxOrderId(value: string | null): value is string {
  return value !== null && /^SANDBOX[0-9A-Z]{13}$/.test(value);
}

/** GET /api/sandbox/wallet/approval/:orderId: what the payer is asked to approve (13009 for another's order). */
export function getWalletSandboxOrder(api: TApiClient, orderId: string) {
  return api.call('GET /api/sandbox/wallet/approval/:orderId', { params: { orderId } }, { isQuiet: true });
}

export function getWalletSandboxOrderQueryOptions(orderId: string, api: TApiClient = apiClient) {
  return paymentQueryOptions('wallet-sandbox', orderId, () => getWalletSandboxOrder(api, orderId));
}

export function useWalletSandboxOrder(orderId: string) {
  return useQuery(getWalletSandboxOrderQueryOptions(orderId));
}

/** POST …/approve: billing captures at once; answers the return page (with PayPal's token and PayerID). */
export function useApproveWalletSandboxMutation(orderId: string) {
  return useMutation({
    mutationFn: (declineAtCapture: boolean) =>
      apiClient.call(
        'POST /api/sandbox/wallet/approval/:orderId/approve',
        { params: { orderId }, body: { declineAtCapture } },
        { isQuiet: true },
      ),
  });
}

/** POST …/cancel: the order is voided and the payment closed; answers the cancel page. */
export function useCancelWalletSandboxMutation(orderId: string) {
  return useMutation({
    mutationFn: () =>
      apiClient.call('POST /api/sandbox/wallet/approval/:orderId/cancel', { params: { orderId } }, { isQuiet: true }),
  });
}
