import type { TBillingPeriod } from '@matchwire/contracts/billing/fields';
import { capitalize, periodNames } from './billing-terms.ts';
import type { TMailTemplate } from './mail-content.ts';

export type TSubscriptionRenewedInput = {
  productName: string;
  period: TBillingPeriod;
  /** The new end of the paid period, formatted in the mail's language. */
  paidUntil: string;
  plansUrl: string;
};

/** Sent on `billing.subscription-renewed.v1`: the renewal was paid; the new period end. */
export const subscriptionRenewedMail: TMailTemplate<TSubscriptionRenewedInput> = {
  en: ({ productName, period, paidUntil, plansUrl }) => ({
    subject: `Your ${productName} subscription has been renewed`,
    preheader: `Your subscription is now paid until ${paidUntil}.`,
    heading: 'Your subscription has been renewed',
    paragraphs: [
      `Your ${productName} subscription has been renewed: it is now paid until ${paidUntil}.`,
      'Nothing changes for your applications: your API key keeps working as before.',
    ],
    details: [
      { label: 'Product', value: productName },
      { label: 'Plan', value: capitalize(periodNames.en[period]) },
      { label: 'Paid until', value: paidUntil },
    ],
    action: { label: 'Manage your plans', url: plansUrl },
    notes: [
      'Your receipt comes in a separate e-mail. To stop renewing, unsubscribe from your Plans page before the end of the period.',
    ],
  }),
  vi: ({ productName, period, paidUntil, plansUrl }) => ({
    subject: `Gói đăng ký ${productName} của bạn đã được gia hạn`,
    preheader: `Gói đăng ký của bạn đã được thanh toán đến ngày ${paidUntil}.`,
    heading: 'Gói đăng ký đã được gia hạn',
    paragraphs: [
      `Gói đăng ký ${productName} của bạn đã được gia hạn và được thanh toán đến ngày ${paidUntil}.`,
      'Ứng dụng của bạn không cần thay đổi gì: API key vẫn hoạt động như trước.',
    ],
    details: [
      { label: 'Sản phẩm', value: productName },
      { label: 'Gói', value: capitalize(periodNames.vi[period]) },
      { label: 'Thanh toán đến', value: paidUntil },
    ],
    action: { label: 'Quản lý gói dịch vụ', url: plansUrl },
    notes: [
      'Biên lai được gửi trong một email riêng. Nếu không muốn tiếp tục gia hạn, hãy hủy đăng ký trong trang Gói dịch vụ trước khi kỳ hiện tại kết thúc.',
    ],
  }),
};
