import type { TBillingPeriod, TSportType } from '@matchwire/contracts/billing/fields';
import type { TMailLanguage } from './language.ts';
import type { TMailDetail } from './mail-content.ts';

/** A sport's name inside a sentence, in each language. */
export const sportNames: Record<TMailLanguage, Record<TSportType, string>> = {
  en: { 1: 'football', 2: 'basketball', 3: 'esports' },
  vi: { 1: 'bóng đá', 2: 'bóng rổ', 3: 'thể thao điện tử' },
};

/** The web's product list of a sport: `/products/<slug>`. */
export const sportSlugs: Record<TSportType, string> = { 1: 'football', 2: 'basketball', 3: 'esports' };

/** A plan's billing period as it qualifies the plan: a `yearly` plan, gói `theo năm`. */
export const periodNames: Record<TMailLanguage, Record<TBillingPeriod, string>> = {
  en: { 1: 'monthly', 2: 'yearly', 3: 'quarterly', 4: 'one-time', 5: 'daily' },
  vi: { 1: 'theo tháng', 2: 'theo năm', 3: 'theo quý', 4: 'mua một lần', 5: 'theo ngày' },
};

/** A one-time plan (period 4) is paid once and never renews. */
export function isRecurring(period: TBillingPeriod): boolean {
  return period !== 4;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Labels of the facts billing mails list (amount, transaction id, …), in each language. */
export const billingLabels = {
  en: {
    amount: 'Amount',
    description: 'Description',
    transactionId: 'Transaction ID',
    product: 'Product',
    plan: 'Plan',
    paidUntil: 'Paid until',
  },
  vi: {
    amount: 'Số tiền',
    description: 'Nội dung',
    transactionId: 'Mã giao dịch',
    product: 'Sản phẩm',
    plan: 'Gói',
    paidUntil: 'Thanh toán đến',
  },
} satisfies Record<TMailLanguage, Record<string, string>>;

/** A plan paid until a day, as the activation and renewal mails tell it. */
export type TPaidPlanInput = {
  productName: string;
  period: TBillingPeriod;
  /** End of the paid period, formatted in the mail's language. */
  paidUntil: string;
  plansUrl: string;
};

/** A paid plan's facts in one language's words: the product, the plan and the day it is paid until. */
export function paidPlanDetails(
  words: { product: string; plan: string; paidUntil: string; periods: Record<TBillingPeriod, string> },
  { productName, period, paidUntil }: Omit<TPaidPlanInput, 'plansUrl'>,
): TMailDetail[] {
  return [
    { label: words.product, value: productName },
    { label: words.plan, value: capitalize(words.periods[period]) },
    { label: words.paidUntil, value: paidUntil },
  ];
}
