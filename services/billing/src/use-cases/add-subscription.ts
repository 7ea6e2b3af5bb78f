import { randomUUID } from 'node:crypto';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { upsertCustomer } from '../db/customer-repository.ts';
import { insertSubscriptionHistory, subscriptionRows } from '../db/subscription-repository.ts';
import {
  findLiveOneTimePlans,
  findLiveProducts,
  insertTransactionLines,
  transactionRows,
} from '../db/transaction-repository.ts';
import type { TPaymentProvider } from '../payments/payment-provider.ts';
import { lineName } from '../pricing/billing-period.ts';
import type { TPricedOrder } from '../pricing/order-pricing.ts';
import { applyPaymentSuccess } from './apply-payment-event.ts';
import { openCheckout } from './open-checkout.ts';
import { nothingToPay } from './record-payment.ts';
import { quoteSubscription, type TOrderInput } from './quote-subscription.ts';

export type TAddSubscriptionInput = TOrderInput & {
  buyer: { userId: string; email: string };
  payMethod: 'card' | 'wallet';
  returnUrl?: string;
  cancelUrl?: string;
  lang?: string;
  /** The first history row of each new subscription: `created`, or `resubscribed` (resubscribe.ts). */
  historyEvent?: 'created' | 'resubscribed';
};

/**
 * Orders products and plans (SPEC.md §7 subscription add) and begins their payment: incomplete
 * subscriptions, a `to-be-paid` transaction with its lines and idempotency key, a `created` history
 * row each, then the provider's checkout. Refused: a product the buyer holds a live subscription of
 * (13002), a one-time plan they hold (13014). payMethod `wallet` pays through the wallet provider
 * (SPEC.md §7 wallet purchase takes this path too), `card` through the card provider. An order with
 * nothing to pay (a 100 % promotion) is `no-need-pay` and active at once.
 */
export async function addSubscription(
  deps: TBillingDeps,
  input: TAddSubscriptionInput,
): Promise<{ recordId: string; paymentUrl: string }> {
  const provider = input.payMethod === 'wallet' ? deps.wallet : deps.payments;
  const order = await quoteSubscription(deps, input);
  const { userId } = input.buyer;
  const planIds = order.lines.filter((line) => line.paymentType === 1).map((line) => line.planId);
  if (planIds.length > 0 && (await findLiveOneTimePlans(deps.db, userId, planIds)).length > 0) {
    throw new AppError('alreadyPurchased');
  }
  const held = await findLiveProducts(
    deps.db,
    userId,
    order.lines.map((line) => line.productId),
  );
  if (held.length > 0) throw new AppError('subscriptionExists');

  const transactionId = randomUUID();
  const successPath = withRecordId(input.returnUrl ?? '/purchase/processing', transactionId);
  const cancelPath = withRecordId(input.cancelUrl ?? '/purchase/processing', transactionId);
  const { transaction, cardCustomerRef } = await recordOrder(deps, provider, input, order, transactionId);
  if (transaction.result !== 'to-be-paid') return { recordId: transactionId, paymentUrl: successPath };

  return openCheckout(deps, provider, {
    transactionId,
    idempotencyKey: transaction.idempotencyKey,
    customer: { userId, email: input.buyer.email, cardCustomerRef },
    currency: transaction.currency,
    lines: order.lines.map((line) => ({ name: lineName(line.productName, line.period), amount: line.chargedAmount })),
    description: transaction.description,
    successPath,
    cancelPath,
  });
}

/** The order's rows in one database transaction; activated there and then when there is nothing to pay. */
async function recordOrder(
  deps: TBillingDeps,
  provider: TPaymentProvider,
  input: TAddSubscriptionInput,
  order: TPricedOrder,
  transactionId: string,
) {
  const { quote, lines } = order;
  return deps.outbox.inTransaction(async (tx, publish) => {
    const customer = await upsertCustomer(tx, { ...input.buyer, language: input.lang });
    const transaction = await transactionRows.insert(tx, {
      transactionId,
      userId: customer.userId,
      kind: lines.every((line) => line.paymentType === 1) ? 'one-time' : 'first-payment',
      platform: provider.platform,
      description: lines.map((line) => lineName(line.productName, line.period)).join(' + '),
      currency: quote.total.currency,
      incomeAmount: quote.subtotal.amount,
      payAmount: quote.total.amount,
      promotionCode: quote.promotion?.code ?? null,
      idempotencyKey: `checkout:${transactionId}`,
    });
    const lineRows = [];
    for (const line of lines) {
      const subscription = await subscriptionRows.insert(tx, {
        userId: customer.userId,
        productId: line.productId,
        productName: line.productName,
        sportType: line.sportType,
        planId: line.planId,
        period: line.period,
        amount: line.chargedAmount,
        currency: line.price.currency,
        paymentType: line.paymentType,
        platform: provider.platform,
      });
      await insertSubscriptionHistory(tx, {
        subscriptionId: subscription.subscriptionId,
        event: input.historyEvent ?? 'created',
        beforeState: null,
        afterState: 'incomplete',
        transactionId,
        actor: 'customer',
      });
      lineRows.push({
        transactionId,
        subscriptionId: subscription.subscriptionId,
        productName: line.productName,
        period: line.period,
        listAmount: line.price.amount,
        amount: line.chargedAmount,
      });
    }
    await insertTransactionLines(tx, lineRows);
    if (quote.total.amount > 0) return { transaction, cardCustomerRef: customer.cardCustomerRef };
    const context = { tx, publish, now: deps.clock(), logger: deps.logger };
    const free = await applyPaymentSuccess(context, transaction, nothingToPay);
    return { transaction: free, cardCustomerRef: customer.cardCustomerRef };
  });
}

/** The page a provider returns to, with the record to follow added to its query. */
function withRecordId(path: string, recordId: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('recordId', recordId);
  return `${url.pathname}${url.search}`;
}
