import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteData } from '~/lib/api/api-request';
import { paymentQuery, type TSandboxLookup } from './payment-query-options';

export type TWalletSandboxOrder = TRouteData<'GET /api/sandbox/wallet/approval/:orderId'>;

/** The sandbox wallet's order ids (`SANDBOX` and 13 capitals and digits); anything else is not asked for. */
export function isWalletSandboxOrderId(value: string | null): value is string {
  return value !== null && /^SANDBOX[0-9A-Z]{13}$/.test(value);
}

/** GET /api/sandbox/wallet/approval/:orderId: what the payer is asked to approve (13009 for another's order). */
export const walletSandboxOrderQuery = paymentQuery(
  'GET /api/sandbox/wallet/approval/:orderId',
  'wallet-sandbox',
  ({ params }) => params.orderId,
);

/** PayPal sends the payer to its page with the order as `token`; the sandbox wallet's page takes the same. */
export const walletSandboxLookup: TSandboxLookup<'GET /api/sandbox/wallet/approval/:orderId'> = {
  param: 'token',
  isId: isWalletSandboxOrderId,
  query: walletSandboxOrderQuery,
  inputOf: (orderId) => ({ params: { orderId } }),
};

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
