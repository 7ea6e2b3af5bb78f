/** Billing periods (SPEC.md enumerations). */
export const periods = { monthly: 1, yearly: 2, quarterly: 3, once: 4, day: 5 } as const;
export const currencies = { USD: 1, HKD: 2, EUR: 3, RMB: 4 } as const;
export const paymentTypes = { subscription: 0, single: 1 } as const;

/** Months a period covers, for periods priced relative to the monthly price. */
const monthsOf: Partial<Record<number, number>> = { [periods.quarterly]: 3, [periods.yearly]: 12 };

/** Period discounts in percent, relative to 3× or 12× the monthly price (SPEC.md section 9). */
export const periodDiscountPercent: Partial<Record<number, number>> = {
  [periods.monthly]: 0,
  [periods.quarterly]: 33,
  [periods.yearly]: 50,
};

/** The price of a quarterly or yearly plan derived from the monthly price, in minor units. */
export function derivePeriodAmount(monthlyAmount: number, period: typeof periods.quarterly | typeof periods.yearly) {
  const months = monthsOf[period]!;
  return Math.round((monthlyAmount * months * (100 - periodDiscountPercent[period]!)) / 100);
}

/**
 * What a quarterly or yearly plan would cost at the monthly price, and how much less it costs,
 * in whole percent; undefined for other periods or without a monthly plan in the same currency.
 */
export function compareWithMonthly(
  plan: { amount: number; period: number },
  monthlyAmount: number | undefined,
): { undiscountedAmount: number; discountPercent: number } | undefined {
  const months = monthsOf[plan.period];
  if (months === undefined || monthlyAmount === undefined || monthlyAmount <= 0) return undefined;
  const undiscountedAmount = monthlyAmount * months;
  return {
    undiscountedAmount,
    discountPercent: Math.max(0, Math.round(100 - (plan.amount * 100) / undiscountedAmount)),
  };
}
