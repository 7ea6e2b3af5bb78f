import { z } from 'zod';

/**
 * The billing vocabulary of SPEC.md (enumerations, section 9), shared by the billing service's
 * routes, its events and the web pages. Numbers where SPEC.md gives them; words where it does not.
 */

/** 1 football, 2 basketball, 3 esports: a trial is per sport. */
export const ZSportType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type TSportType = z.infer<typeof ZSportType>;

/** 1 USD, 2 HKD, 3 EUR, 4 RMB. */
export const ZCurrency = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Money in minor units (divide by 100) and its currency (SPEC.md §3 Money amount). */
export const ZMoney = z.object({ amount: z.number().int(), currency: ZCurrency });
export type TMoney = z.infer<typeof ZMoney>;

/** 1 monthly, 2 yearly, 3 quarterly, 4 once (one-time purchase), 5 day. */
export const ZBillingPeriod = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type TBillingPeriod = z.infer<typeof ZBillingPeriod>;

/** 0 default, 1 on trial, 2 end trial. */
export const ZTrialStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** SPEC.md subscription status: 0 inactive, 1 active (paid up, or within the retries of a failed renewal). */
export const ZSubscriptionStatus = z.union([z.literal(0), z.literal(1)]);

/**
 * Where a subscription is in its life (docs/contracts/billing.md): `incomplete` until the first
 * payment succeeds, `active`, `past-due` while a failed renewal is retried (still usable),
 * `expired` when it ended.
 */
export const ZSubscriptionState = z.enum(['incomplete', 'active', 'past-due', 'expired']);
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

/** 0 default, 1 card payment provider, 2 wallet payment provider. */
export const ZPaymentPlatform = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** How a customer pays at checkout. */
export const ZPayMethod = z.enum(['card', 'wallet']);
export type TPayMethod = z.infer<typeof ZPayMethod>;

/** SPEC.md payment result of a transaction. */
export const ZPaymentResult = z.enum(['to-be-paid', 'success', 'fail', 'closed', 'no-need-pay', 'refunded']);
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

/** SPEC.md pay result, recorded in a subscription's history for every payment. */
export const ZPayResult = z.enum([
  'first-pay-success',
  'first-pay-failed',
  'first-pay-retry',
  'renew-pay-success',
  'renew-pay-failed',
  'renew-pay-retry',
]);

/** What changed a subscription, one history row each. */
export const ZSubscriptionEvent = z.enum([
  'created',
  'first-payment',
  'renewal',
  'unsubscribed',
  'restored',
  'resubscribed',
  'upgraded',
  'expired',
  'staff-cancelled',
]);

/** SPEC.md §9 refund reasons. */
export const ZRefundReason = z.enum(['duplicate', 'fraudulent', 'requested-by-customer', 'other']);

/** SPEC.md wallet order statuses. */
export const ZWalletOrderStatus = z.enum(['created', 'approved', 'completed', 'failed', 'refunded']);

/** Billing's ids: opaque strings (UUIDs), never row numbers. */
export const ZBillingId = z.string().uuid();
