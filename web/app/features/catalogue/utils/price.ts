import { keptResults } from '~/lib/memo/kept-results';

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

// Building an Intl.NumberFormat costs far more than formatting with one, and a page formats dozens
// of prices: one per locale, currency and whole-or-cents, made once per process.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currencyCode: string, isWhole: boolean): Intl.NumberFormat {
  const key = `${locale} ${currencyCode} ${isWhole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: isWhole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

// The same few prices are shown on every render of a page: each is formatted once per language.
const keptPrices = keptResults(1000);

/**
 * Minor units to a price with the spec's currency symbol, e.g. 9900 USD → "$99", 19900 HKD →
 * "HK$199" (cents shown only when present). The language places the symbol and groups the digits;
 * the symbol itself is the spec's, since narrow symbols would show HKD as a bare "$".
 */
export function formatMoney(money: { amount: number; currency: number }, locale: string): string {
  return keptPrices(`${locale} ${money.currency} ${money.amount}`, () => {
    const currency = CURRENCIES[money.currency] ?? CURRENCIES[1]!;
    const value = money.amount / 100;
    return moneyFormat(locale === 'vi' ? 'vi-VN' : 'en-US', currency.code, Number.isInteger(value))
      .formatToParts(value)
      .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
      .join('');
  });
}
