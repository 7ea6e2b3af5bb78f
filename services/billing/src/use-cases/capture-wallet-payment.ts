import { AppError } from '@matchwire/kit/errors/app-error';
import type { TPaymentResult } from '@matchwire/contracts/billing/fields';
import type { TBillingDeps } from '../billing-deps.ts';
import { transactionRows } from '../db/transaction-repository.ts';
import { captureApprovedOrder } from './handle-wallet-webhook.ts';

/**
 * The wallet's return page (`/purchase/processing?recordId=…&token=…&PayerID=…`) asks billing to
 * capture the payer's order at once, in case the wallet's approval event is late or lost; the
 * capture is the same one the approval event makes (same PayPal-Request-Id), so asking twice, or
 * both, captures once. An order not approved yet (the wallet refuses the capture) is left to its
 * events. The outcome is still applied from the capture's webhook. The caller's own payment only
 * (13012 otherwise).
 */
export async function captureWalletPayment(
  deps: TBillingDeps,
  input: { userId: string; recordId: string },
): Promise<{ result: TPaymentResult }> {
  const transaction = await transactionRows.find(deps.db, input.recordId);
  if (!transaction || transaction.userId !== input.userId) throw new AppError('transactionNotFound');
  if (transaction.platform === 2 && transaction.result === 'to-be-paid' && transaction.providerRef) {
    try {
      await captureApprovedOrder(deps, { transactionId: transaction.transactionId, orderId: transaction.providerRef });
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'paymentProviderError')) throw error;
      deps.logger.info(
        { transactionId: transaction.transactionId },
        'wallet order not capturable yet; left to its events',
      );
    }
  }
  const now = await transactionRows.find(deps.db, input.recordId);
  return { result: (now?.result ?? transaction.result) as TPaymentResult };
}
