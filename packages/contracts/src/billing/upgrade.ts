import { z } from 'zod';
import { ZRowId } from '../common/integer.ts';
import { ZBillingPeriod, ZMoney } from './fields.ts';
import { ZAddSubscriptionBody, ZSubscriptionIdBody } from './subscription.ts';

/**
 * Upgrading a subscription (SPEC.md §7 upgrade; docs/contracts/billing.md#upgrades): to another
 * recurring plan of the same product with a longer period (day → monthly → quarterly → yearly).
 */
export const ZUpgradeQuoteBody = ZSubscriptionIdBody.extend({ planId: ZRowId });

/** The upgrade's checkout: as an order's, the record to follow and where to pay (ZCheckoutStart). */
export const ZUpgradeBody = ZUpgradeQuoteBody.extend(
  ZAddSubscriptionBody.pick({ payMethod: true, returnUrl: true, cancelUrl: true, lang: true }).shape,
);

const ZPlanTerms = z.object({ planId: z.number().int(), period: ZBillingPeriod, price: ZMoney });

/**
 * What the upgrade costs now (the proration rule): the unused whole days of the paid period are
 * credited at the price paid for it, `credit = floor(price × unusedDays / periodDays)`, and
 * `total = new plan's price − credit` (never below 0). The new period starts when it is paid.
 */
export const ZUpgradeQuote = z.object({
  subscriptionId: z.string(),
  from: ZPlanTerms,
  to: ZPlanTerms,
  unusedDays: z.number().int().min(0),
  periodDays: z.number().int().min(1),
  credit: ZMoney,
  total: ZMoney,
});
export type TUpgradeQuote = z.infer<typeof ZUpgradeQuote>;
