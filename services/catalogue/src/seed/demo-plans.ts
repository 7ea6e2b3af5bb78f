import type { plans } from '../db/schema.ts';
import { currencies, derivePeriodAmount, paymentTypes, periods } from '../pricing/plan-pricing.ts';
import type { TDemoProductDetail } from './seed-content.ts';

type TPlanSeed = typeof plans.$inferInsert;

/**
 * The plans of a demo product: monthly at its price, quarterly and yearly derived with the period
 * discounts (33 % and 50 %), and a one-time purchase where it has one. Plan ids are
 * productId × 10 + period, below the 10000 where generated ids start.
 */
export function demoPlansOf(detail: TDemoProductDetail): TPlanSeed[] {
  const plan = (period: number, amount: number, paymentType: number, label: string): TPlanSeed => ({
    planId: detail.productId * 10 + period,
    productId: detail.productId,
    amount,
    currency: currencies.USD,
    period,
    isActive: true,
    paymentType,
    thirdPartyPlanId: `mw_${detail.productId}_${label}_usd`,
  });
  const subscription = paymentTypes.subscription;
  const seeds = [
    plan(periods.monthly, detail.monthlyAmount, subscription, 'monthly'),
    plan(periods.quarterly, derivePeriodAmount(detail.monthlyAmount, periods.quarterly), subscription, 'quarterly'),
    plan(periods.yearly, derivePeriodAmount(detail.monthlyAmount, periods.yearly), subscription, 'yearly'),
  ];
  if (detail.oneTimeAmount !== undefined) {
    seeds.push(plan(periods.once, detail.oneTimeAmount, paymentTypes.single, 'once'));
  }
  return seeds;
}
