import { z } from 'zod';
import { defineEvents } from '../event.ts';
import { ZBillingPeriod, ZCurrency, ZSportType } from './fields.ts';

const customer = {
  userId: z.string().min(1),
  email: z.string().min(3),
  /** Language of the customer's mails (`en`, `vi`). */
  language: z.string(),
};
const instant = z.iso.datetime();
const subscription = {
  subscriptionId: z.string().uuid(),
  productId: z.number().int(),
  productName: z.string(),
  sportType: ZSportType,
};
/**
 * A subscription paid for a period (first payment or renewal): its plan, the period's end, the payment.
 * One wire message serves both events (PaidSubscription in the proto), as this one payload does.
 */
const paidSubscription = z.object({
  ...customer,
  ...subscription,
  planId: z.number().int(),
  period: ZBillingPeriod,
  currentPeriodEnd: instant,
  transactionId: z.string().uuid(),
  /** Renews by itself at currentPeriodEnd (a recurring plan paid by card, not unsubscribed). */
  isAutoRenewing: z.boolean(),
});
/** A payment a mail reports, taken or refused: the transaction, its amount and what it paid for. */
const payment = {
  transactionId: z.string().uuid(),
  amount: z.number().int().min(0),
  currency: ZCurrency,
  description: z.string(),
};
const mailed = ['notification'] as const;
/** What the customer may call changed: their entitlements are asked again (kit's forgetEntitlementsOnBillingEvents). */
const entitlementsAskedAgain = ['animation', 'data-api'] as const;

/**
 * The billing service's events (proto/matchwire/billing/v1/events.proto). What a user may call
 * follows from them; whoever needs the whole picture asks the entitlements look-up.
 */
export const billingEvents = defineEvents('billing', {
  'billing.trial-started.v1': {
    summary: 'A customer started the free trial of a sport.',
    payload: z.object({
      ...customer,
      sportType: ZSportType,
      startsAt: instant,
      endsAt: instant,
      dailyCallLimit: z.number().int().positive(),
      delayMinutes: z.number().int().min(0),
    }),
    consumers: [...mailed, ...entitlementsAskedAgain],
  },
  'billing.trial-ending.v1': {
    summary: 'A free trial ends in three days.',
    payload: z.object({ ...customer, sportType: ZSportType, endsAt: instant }),
    consumers: mailed,
  },
  'billing.trial-ended.v1': {
    summary: 'A free trial ended.',
    payload: z.object({ ...customer, sportType: ZSportType, endedAt: instant }),
    consumers: [...mailed, ...entitlementsAskedAgain],
  },
  'billing.trial-changed.v1': {
    summary: "Staff changed a trial's end or limits; what the user may call changed.",
    payload: z.object({
      ...customer,
      sportType: ZSportType,
      /** 1 on trial, 2 ended. */
      trialStatus: z.union([z.literal(1), z.literal(2)]),
      endsAt: instant,
      dailyCallLimit: z.number().int().positive(),
      delayMinutes: z.number().int().min(0),
    }),
    consumers: entitlementsAskedAgain,
  },
  'billing.subscription-activated.v1': {
    summary: "A subscription's first payment succeeded; it is active.",
    payload: paidSubscription,
    consumers: [...mailed, ...entitlementsAskedAgain],
  },
  'billing.subscription-renewed.v1': {
    summary: 'A renewal payment succeeded; the paid period moved on.',
    payload: paidSubscription,
    consumers: [...mailed, ...entitlementsAskedAgain],
  },
  'billing.subscription-expiring.v1': {
    summary: 'A subscription that will not renew ends in a few days.',
    payload: z.object({ ...customer, ...subscription, currentPeriodEnd: instant }),
    consumers: mailed,
  },
  'billing.subscription-expired.v1': {
    summary: 'A subscription ended (unsubscribed, renewal failed for good, one-time plan over, staff cancelled).',
    payload: z.object({
      ...customer,
      ...subscription,
      reason: z.enum(['unsubscribed', 'payment-failed', 'one-time-ended', 'paid-period-ended', 'staff-cancelled']),
      expiredAt: instant,
    }),
    consumers: [...mailed, ...entitlementsAskedAgain],
  },
  'billing.payment-succeeded.v1': {
    summary: 'A payment was taken; the customer gets a receipt.',
    payload: z.object({ ...customer, ...payment }),
    consumers: mailed,
  },
  'billing.payment-failed.v1': {
    summary: 'A payment was refused; the customer is told why and whether it will be tried again.',
    payload: z.object({
      ...customer,
      ...payment,
      reason: z.string(),
      /** Empty when no further attempt will be made. */
      nextAttemptAt: z.union([instant, z.literal('')]),
    }),
    consumers: mailed,
  },
  'billing.refund-issued.v1': {
    summary: 'Money was returned to a customer, in full or in part.',
    payload: z.object({
      ...customer,
      transactionId: z.string().uuid(),
      refundId: z.string().uuid(),
      amount: z.number().int().positive(),
      currency: ZCurrency,
      isFullRefund: z.boolean(),
    }),
    consumers: mailed,
  },
});
