import { randomUUID } from 'node:crypto';
import type { TUpgradeQuote } from '@matchwire/contracts/billing/upgrade';
import type { TPlanPurchaseOffer } from '@matchwire/contracts/catalogue/plan';
import type { TPublish } from '@matchwire/kit/bus/outbox-writer';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { Logger } from '@matchwire/kit/logger';
import type { TBillingDeps } from '../billing-deps.ts';
import type { TBillingTx } from '../db/billing-db.ts';
import { upsertCustomer } from '../db/customer-repository.ts';
import {
  isLive,
  paymentType,
  saveSubscriptionChange,
  subscriptionRows,
  type TSubscriptionRow,
} from '../db/subscription-repository.ts';
import {
  findLatestUpgradeId,
  insertTransactionLines,
  listTransactionLines,
  transactionRows,
  type TTransactionRow,
} from '../db/transaction-repository.ts';
import { paymentSucceededEvent, subscriptionActivatedEvent } from '../events/publishers/payment-events.ts';
import { activePeriod, lineName } from '../pricing/billing-period.ts';
import { isLongerPeriod, prorateUpgrade } from '../pricing/proration.ts';
import { openCheckout } from './open-checkout.ts';
import { nothingToPay, recordPayment, type TPaymentSucceeded } from './record-payment.ts';

type TUpgradeRequest = { userId: string; isTester: boolean; subscriptionId: string; planId: number };
type TPricedUpgrade = { subscription: TSubscriptionRow; offer: TPlanPurchaseOffer; quote: TUpgradeQuote };

/**
 * What upgrading a subscription to `planId` costs now (docs/contracts/billing.md#upgrades). 13003
 * for another user's or an unknown subscription; 13004 unless it is active, renewing and inside its
 * paid period; 13005 while an earlier upgrade waits for its payment; 12006 for a plan that is not
 * its product's (the catalogue's answer); 10002 unless the plan is a recurring one of a longer
 * period in the same currency.
 */
export async function quoteUpgrade(deps: TBillingDeps, input: TUpgradeRequest): Promise<TPricedUpgrade> {
  const subscription = await subscriptionRows.find(deps.db, input.subscriptionId);
  if (!subscription || subscription.userId !== input.userId) throw new AppError('subscriptionNotFound');
  const now = deps.clock();
  checkUpgradable(subscription, now);
  const offer = await deps.catalogue.getPlanOffer({
    productId: subscription.productId,
    planId: input.planId,
    isTester: input.isTester,
  });
  const { plan } = offer;
  if (
    plan.paymentType !== paymentType.recurring ||
    plan.price.currency !== subscription.currency ||
    !isLongerPeriod(subscription.period, plan.period)
  ) {
    throw new AppError(
      'badRequest',
      'planId: not an upgrade (a renewing plan of the same product with a longer period)',
    );
  }
  if (plan.price.amount <= 0) throw new AppError('planNotPurchasable');
  const proration = prorateUpgrade({
    pricePaid: subscription.amount,
    currentPeriodStart: subscription.currentPeriodStart!,
    currentPeriodEnd: subscription.currentPeriodEnd!,
    now,
    newPrice: plan.price.amount,
  });
  const currency = subscription.currency as TUpgradeQuote['credit']['currency'];
  const money = (amount: number) => ({ amount, currency });
  const quote: TUpgradeQuote = {
    subscriptionId: subscription.subscriptionId,
    from: {
      planId: subscription.planId,
      period: subscription.period as TUpgradeQuote['from']['period'],
      price: money(subscription.amount),
    },
    to: { planId: plan.planId, period: plan.period as TUpgradeQuote['to']['period'], price: money(plan.price.amount) },
    unusedDays: proration.unusedDays,
    periodDays: proration.periodDays,
    credit: money(proration.credit),
    total: money(proration.total),
  };
  return { subscription, offer, quote };
}

function checkUpgradable(subscription: TSubscriptionRow, now: Date): void {
  const isRunning =
    subscription.state === 'active' &&
    subscription.paymentType === paymentType.recurring &&
    !subscription.cancelAtPeriodEnd &&
    subscription.currentPeriodStart !== null &&
    subscription.currentPeriodEnd !== null &&
    subscription.currentPeriodEnd > now;
  if (!isRunning) throw new AppError('subscriptionStateInvalid');
  if (subscription.upgradePlanId !== null) throw new AppError('upgradeExists');
}

/**
 * Orders an upgrade and begins its payment, as subscription add does: a `to-be-paid` transaction
 * (kind `upgrade`, its one line the new plan at the prorated amount, idempotency key
 * `checkout:<transactionId>`), `upgradePlanId` set on the subscription while it waits (a second
 * upgrade is 13005), then the checkout of the card or wallet provider, as the customer chose. Nothing changes on the subscription until the
 * payment succeeds (applyUpgradePaid); an expired or cancelled checkout drops the upgrade.
 */
export async function upgradeSubscription(
  deps: TBillingDeps,
  input: TUpgradeRequest & {
    email: string;
    payMethod: 'card' | 'wallet';
    returnUrl?: string;
    cancelUrl?: string;
    lang?: string;
  },
): Promise<{ recordId: string; paymentUrl: string }> {
  const provider = input.payMethod === 'wallet' ? deps.wallet : deps.payments;
  const { offer, quote } = await quoteUpgrade(deps, input);
  const transactionId = randomUUID();
  const successPath = withRecordId(input.returnUrl ?? '/purchase/processing', transactionId);
  const cancelPath = withRecordId(input.cancelUrl ?? '/purchase/processing', transactionId);
  const description = `${lineName(offer.product.englishName, offer.plan.period)} (upgrade)`;
  const { transaction, cardCustomerRef } = await deps.outbox.inTransaction(async (tx, publish) => {
    // Checked again under the row's lock: two upgrades ordered at once give one and one 13005.
    const subscription = await subscriptionRows.findForUpdate(tx, input.subscriptionId);
    checkUpgradable(subscription!, deps.clock());
    const customer = await upsertCustomer(tx, { userId: input.userId, email: input.email, language: input.lang });
    const row = await transactionRows.insert(tx, {
      transactionId,
      userId: input.userId,
      kind: 'upgrade',
      platform: provider.platform,
      description,
      currency: quote.total.currency,
      incomeAmount: quote.to.price.amount,
      payAmount: quote.total.amount,
      idempotencyKey: `checkout:${transactionId}`,
      remark: `upgrade from plan ${quote.from.planId}: credit ${quote.credit.amount} for ${quote.unusedDays} of ${quote.periodDays} days`,
    });
    await insertTransactionLines(tx, [
      {
        transactionId,
        subscriptionId: input.subscriptionId,
        productName: offer.product.englishName,
        period: offer.plan.period,
        listAmount: quote.to.price.amount,
        amount: quote.total.amount,
      },
    ]);
    await subscriptionRows.save(tx, input.subscriptionId, { upgradePlanId: offer.plan.planId });
    if (quote.total.amount > 0) return { transaction: row, cardCustomerRef: customer.cardCustomerRef };
    // Nothing to pay (the credit covers it): upgraded at once.
    const context = { tx, publish, now: deps.clock(), logger: deps.logger };
    const free = await applyUpgradePaid(context, row, nothingToPay);
    return { transaction: free, cardCustomerRef: customer.cardCustomerRef };
  });
  if (transaction.result !== 'to-be-paid') return { recordId: transactionId, paymentUrl: successPath };

  // The upgrade no longer waits when its checkout could not be opened.
  return openCheckout(
    deps,
    provider,
    {
      transactionId,
      idempotencyKey: transaction.idempotencyKey,
      customer: { userId: input.userId, email: input.email, cardCustomerRef },
      currency: transaction.currency,
      lines: [{ name: description, amount: transaction.payAmount }],
      description,
      successPath,
      cancelPath,
    },
    (tx) => subscriptionRows.save(tx, input.subscriptionId, { upgradePlanId: null }),
  );
}

type TEffectContext = { tx: TBillingTx; publish: TPublish; now: Date; logger: Logger };

/** The subscription an upgrade transaction is for, and whether that transaction is its latest upgrade. */
async function upgradeTarget(
  tx: TBillingTx,
  transaction: TTransactionRow,
): Promise<{
  subscription: TSubscriptionRow | undefined;
  isLatest: boolean;
  line: { period: number; listAmount: number } | undefined;
}> {
  const [line] = await listTransactionLines(tx, transaction.transactionId);
  if (!line) return { subscription: undefined, isLatest: false, line: undefined };
  const subscription = await subscriptionRows.findForUpdate(tx, line.subscriptionId);
  const latestId = await findLatestUpgradeId(tx, line.subscriptionId);
  return { subscription, isLatest: latestId === transaction.transactionId, line };
}

/**
 * An upgrade was paid (the webhook, through apply-payment-event.ts): the transaction is paid (invoice
 * number, card kept) and the subscription moves to the new plan with a new period starting now
 * (price, period, periods paid + 1, next renewal at its end, `upgradePlanId` cleared, paid by the
 * upgrade's platform from now on), history
 * `upgraded`, `billing.subscription-activated.v1` for the new plan and `billing.payment-succeeded.v1`.
 * A second success changes nothing. If the upgrade was meanwhile given up (its checkout closed and
 * another ordered) or the subscription ended, the money is recorded with a remark that a refund is due.
 */
export async function applyUpgradePaid(
  context: TEffectContext,
  transaction: TTransactionRow,
  payment: TPaymentSucceeded,
): Promise<TTransactionRow> {
  const { tx, publish, now } = context;
  if (transaction.result !== 'to-be-paid' && transaction.result !== 'closed') return transaction;
  const { paid, customer } = await recordPayment(tx, now, transaction, payment);
  await publish(paymentSucceededEvent(customer, paid));
  const { subscription, isLatest, line } = await upgradeTarget(tx, transaction);
  const planId = subscription?.upgradePlanId ?? null;
  if (!subscription || !line || !isLive(subscription) || !isLatest || planId === null) {
    context.logger.warn(
      { transactionId: transaction.transactionId },
      'an upgrade was paid after it was given up or its subscription ended; refund due',
    );
    return transactionRows.save(tx, paid.transactionId, {
      remark: `${transaction.remark ?? 'upgrade'}; not applied: the upgrade was given up or the subscription ended; refund due`,
    });
  }
  const upgradedPeriod = activePeriod(now, line.period, subscription.periodsPaid + 1);
  const end = upgradedPeriod.currentPeriodEnd;
  const upgraded = await saveSubscriptionChange(
    tx,
    subscription,
    {
      ...upgradedPeriod,
      planId,
      period: line.period,
      amount: line.listAmount,
      renewalAttempts: 0,
      upgradePlanId: null,
      // What paid the latest period is what renews it: a wallet subscription upgraded by card renews with the card.
      platform: transaction.platform,
    },
    {
      event: 'upgraded',
      beforeExpireAt: subscription.currentPeriodEnd,
      afterExpireAt: end,
      transactionId: paid.transactionId,
      actor: 'provider',
      createdAt: now,
    },
  );
  await publish(subscriptionActivatedEvent(customer, { ...upgraded, currentPeriodEnd: end }, paid.transactionId));
  return paid;
}

/**
 * An upgrade's checkout expired or was given up: the transaction is `closed` and, if it is the
 * upgrade the subscription waits for, `upgradePlanId` is cleared (another upgrade may be ordered).
 * After a success it changes nothing.
 */
export async function applyUpgradeClosed(
  context: TEffectContext,
  transaction: TTransactionRow,
): Promise<TTransactionRow> {
  const { tx } = context;
  if (transaction.result !== 'to-be-paid') return transaction;
  const closed = await transactionRows.save(tx, transaction.transactionId, {
    result: 'closed',
    failureReason: transaction.failureReason ?? 'The checkout was not completed.',
  });
  const { subscription, isLatest } = await upgradeTarget(tx, transaction);
  if (subscription && isLatest && subscription.upgradePlanId !== null) {
    await subscriptionRows.save(tx, subscription.subscriptionId, { upgradePlanId: null });
  }
  return closed;
}

/** The page a provider returns to, with the record to follow added to its query. */
function withRecordId(path: string, recordId: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('recordId', recordId);
  return `${url.pathname}${url.search}`;
}
