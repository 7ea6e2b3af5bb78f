/** SPEC 3: currency 1 USD ($), 2 HKD (HK$), 3 EUR (€), 4 RMB (¥). */
const CURRENCIES: Record<number, { code: string; symbol: string }> = {
  1: { code: 'USD', symbol: '$' },
  2: { code: 'HKD', symbol: 'HK$' },
  3: { code: 'EUR', symbol: '€' },
  4: { code: 'CNY', symbol: '¥' },
};

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

/**
 * Minor units to a price with the spec's currency symbol, e.g. 9900 USD → "$99", 19900 HKD →
 * "HK$199" (cents shown only when present). The language places the symbol and groups the digits;
 * the symbol itself is the spec's, since narrow symbols would show HKD as a bare "$".
 */
export function formatMoney(money: { amount: number; currency: number }, locale: string): string {
  const currency = CURRENCIES[money.currency] ?? CURRENCIES[1]!;
  const value = money.amount / 100;
  return new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
    .join('');
}
