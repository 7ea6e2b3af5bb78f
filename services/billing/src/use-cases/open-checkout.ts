import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import type { TBillingTx } from '../db/billing-db.ts';
import { saveCardDetails } from '../db/saved-card-repository.ts';
import { transactionRows } from '../db/transaction-repository.ts';
import type { TCheckoutRequest, TPaymentProvider } from '../payments/payment-provider.ts';

/**
 * Opens the provider's checkout for a recorded transaction (an order's or an upgrade's) and keeps
 * where it is paid and the provider's customer when new; answers the record and the page to pay on.
 * When the provider fails, the transaction is closed (and `undo` run in the same database
 * transaction) and the failure answered as a payment provider error.
 */
export async function openCheckout(
  deps: TBillingDeps,
  provider: TPaymentProvider,
  checkout: TCheckoutRequest,
  undo?: (tx: TBillingTx) => Promise<unknown>,
): Promise<{ recordId: string; paymentUrl: string }> {
  const { transactionId, customer } = checkout;
  let started;
  try {
    started = await provider.beginCheckout(checkout);
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      await transactionRows.save(tx, transactionId, {
        result: 'closed',
        failureReason: 'The payment provider could not open the checkout.',
      });
      await undo?.(tx);
    });
    throw error instanceof AppError ? error : new AppError('paymentProviderError', undefined, { cause: error });
  }
  await deps.db.transaction(async (tx) => {
    await transactionRows.save(tx, transactionId, { providerRef: started.providerRef, paymentUrl: started.paymentUrl });
    if (started.cardCustomerRef && started.cardCustomerRef !== customer.cardCustomerRef) {
      await saveCardDetails(tx, customer.userId, { cardCustomerRef: started.cardCustomerRef, savedCard: null });
    }
  });
  return { recordId: transactionId, paymentUrl: started.paymentUrl };
}
