import type { TPlan, TPlanOffer } from '@matchwire/contracts/catalogue/plan';
import type { TPlanRow } from '../../db/plan-repository.ts';
import { compareWithMonthly, periods } from '../../pricing/plan-pricing.ts';

/** How a product page orders plans: monthly, quarterly, yearly, one-time, day. */
const periodDisplayOrder = [periods.monthly, periods.quarterly, periods.yearly, periods.once, periods.day] as number[];

export function toPlan(row: TPlanRow): TPlan {
  return {
    planId: row.planId,
    productId: row.productId,
    price: { amount: row.amount, currency: row.currency },
    period: row.period,
    isActive: row.isActive,
    paymentType: row.paymentType,
    thirdPartyPlanId: row.thirdPartyPlanId,
  };
}

/** The cheapest active monthly plan, US dollars first (plans come ordered by currency, then amount). */
export function findFromPrice(activePlans: TPlanRow[]): { amount: number; currency: number; period: number } | null {
  const monthly = activePlans.find((plan) => plan.period === periods.monthly);
  return monthly ? { amount: monthly.amount, currency: monthly.currency, period: monthly.period } : null;
}

/** The plans in page order, each with its saving against paying monthly in the same currency. */
export function toPlanOffers(activePlans: TPlanRow[]): TPlanOffer[] {
  const sorted = [...activePlans].sort(
    (a, b) =>
      periodDisplayOrder.indexOf(a.period) - periodDisplayOrder.indexOf(b.period) ||
      a.currency - b.currency ||
      a.amount - b.amount,
  );
  return sorted.map((plan) => {
    const monthly = activePlans.find(
      (candidate) => candidate.period === periods.monthly && candidate.currency === plan.currency,
    );
    const comparison = compareWithMonthly(plan, monthly?.amount);
    return {
      ...toPlan(plan),
      discountPercent: comparison?.discountPercent ?? 0,
      undiscountedPrice: comparison ? { amount: comparison.undiscountedAmount, currency: plan.currency } : null,
    };
  });
}
