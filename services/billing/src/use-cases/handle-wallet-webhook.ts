import type { TBillingDeps } from '../billing-deps.ts';
import { findNamedTransaction } from '../db/transaction-repository.ts';
import { handlePaymentWebhook, type TWebhookDelivery, type TWebhookOutcome } from './handle-payment-webhook.ts';

/**
 * The wallet's webhook (`POST /api/webhook/paypal`; docs/contracts/billing.md#wallet), verified by
 * the wallet provider (13015 otherwise):
 * - CHECKOUT.ORDER.APPROVED: the payer approved; billing captures the order (PayPal-Request-Id
 *   `<idempotency key>:capture`, so a repeat, or the return page asking too, captures once).
 * - the capture's outcome (PAYMENT.CAPTURE.COMPLETED / DENIED) and a voided order go through the
 *   card's webhook use-case: acted on once per event id, in the transaction of the effect, in any order.
 */
export async function handleWalletWebhook(deps: TBillingDeps, webhook: TWebhookDelivery): Promise<TWebhookOutcome> {
  const event = await deps.wallet.readWalletWebhook(webhook.rawBody, webhook.signature);
  if (!event) return 'ignored';
  if (event.kind === 'order-approved') return captureApprovedOrder(deps, event);
  // The event is verified and read already: the card's use-case records and applies it as the wallet's.
  const wallet = { ...deps.wallet, readWebhook: async () => event };
  return handlePaymentWebhook({ ...deps, payments: wallet }, webhook);
}

/**
 * Captures the order of a wallet transaction still to be paid; anything else (an order not ours, a
 * payment settled already) is left alone. Its outcome arrives as the capture's own webhook.
 */
export async function captureApprovedOrder(
  deps: TBillingDeps,
  approved: { transactionId: string; orderId: string },
): Promise<TWebhookOutcome> {
  const transaction = await findNamedTransaction(deps.db, approved.transactionId);
  if (!transaction || transaction.platform !== 2 || transaction.providerRef !== approved.orderId) {
    deps.logger.warn({ orderId: approved.orderId }, 'approved wallet order names no wallet payment of ours; ignored');
    return 'ignored';
  }
  if (transaction.result !== 'to-be-paid') return 'duplicate';
  await deps.wallet.capture(approved.orderId, `${transaction.idempotencyKey}:capture`);
  return 'applied';
}
