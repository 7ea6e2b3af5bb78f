/** SPEC 3: currency 1 USD, 2 HKD, 3 EUR, 4 RMB. */
const CURRENCY_CODES: Record<number, string> = { 1: 'USD', 2: 'HKD', 3: 'EUR', 4: 'CNY' };

/** SPEC 3: plan period 1 monthly, 2 yearly, 3 quarterly, 4 once, 5 day. */
export const PERIOD = { monthly: 1, yearly: 2, quarterly: 3, once: 4, day: 5 } as const;
/** Table order: the shortest commitment first. */
export const PERIOD_ORDER: readonly number[] = [
  PERIOD.day,
  PERIOD.monthly,
  PERIOD.quarterly,
  PERIOD.yearly,
  PERIOD.once,
];

/** Minor units to a price with its currency symbol, e.g. 9900 USD → "$99" (cents shown only when present). */
export function formatMoney(money: { amount: number; currency: number }, locale: string): string {
  const code = CURRENCY_CODES[money.currency] ?? 'USD';
  const value = money.amount / 100;
  return new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}
