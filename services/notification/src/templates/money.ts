import type { TMailLanguage } from './language.ts';

/** SPEC.md §3 currencies: 1 USD, 2 HKD, 3 EUR, 4 RMB, each written with the symbol the site shows. */
const currencies: Record<number, { code: string; symbol: string }> = {
  1: { code: 'USD', symbol: '$' },
  2: { code: 'HKD', symbol: 'HK$' },
  3: { code: 'EUR', symbol: '€' },
  4: { code: 'CNY', symbol: '¥' },
};

/**
 * An amount in minor units as a mail writes it, always with its cents: 129900 USD → `$1,299.00`
 * in English, `1.299,00 $` in Vietnamese (the language places the symbol and groups the digits,
 * as the product pages do). The symbol is the spec's: Intl's would write HKD as a bare `$`.
 * The one place mails turn money into text.
 */
export function formatMoney(money: { amount: number; currency: number }, language: TMailLanguage): string {
  const currency = currencies[money.currency];
  if (!currency) throw new Error(`Unknown currency ${money.currency}`);
  return new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(money.amount / 100)
    .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
    .join('');
}
