import type { TBillingPeriod } from '@matchwire/contracts/billing/fields';
import { capitalize, isRecurring, periodNames } from './billing-terms.ts';
import type { TMailTemplate } from './mail-content.ts';

export type TSubscriptionActivatedInput = {
  productName: string;
  period: TBillingPeriod;
  /** End of the paid period, formatted in the mail's language. */
  paidUntil: string;
  plansUrl: string;
  docsUrl: string;
};

/** Sent on `billing.subscription-activated.v1`: what was bought and until when it is paid. */
export const subscriptionActivatedMail: TMailTemplate<TSubscriptionActivatedInput> = {
  en: ({ productName, period, paidUntil, plansUrl, docsUrl }) => ({
    subject: `Your ${productName} subscription is active`,
    preheader: `Thank you for subscribing: your plan is paid until ${paidUntil}.`,
    heading: 'Your subscription is active',
    paragraphs: [
      `Thank you for subscribing! ${productName} is now active on your Matchwire account, and your API key can call it right away.`,
      isRecurring(period)
        ? `It is paid until ${paidUntil} and renews automatically on that day. You can unsubscribe at any time from your Plans page.`
        : `It is paid until ${paidUntil}. This is a one-time plan: it does not renew.`,
    ],
    details: [
      { label: 'Product', value: productName },
      { label: 'Plan', value: capitalize(periodNames.en[period]) },
      { label: 'Paid until', value: paidUntil },
    ],
    action: { label: 'Manage your plans', url: plansUrl },
    links: [{ label: 'Read the documentation', url: docsUrl }],
    notes: ['Your receipt comes in a separate e-mail; your invoices are in your console, under Payment.'],
  }),
  vi: ({ productName, period, paidUntil, plansUrl, docsUrl }) => ({
    subject: `Gói đăng ký ${productName} của bạn đã được kích hoạt`,
    preheader: `Cảm ơn bạn đã đăng ký: gói của bạn đã được thanh toán đến ngày ${paidUntil}.`,
    heading: 'Gói đăng ký đã được kích hoạt',
    paragraphs: [
      `Cảm ơn bạn đã đăng ký! ${productName} đã được kích hoạt cho tài khoản Matchwire của bạn, và API key của bạn có thể truy cập ngay.`,
      isRecurring(period)
        ? `Gói đã được thanh toán đến ngày ${paidUntil} và sẽ tự động gia hạn vào ngày đó. Bạn có thể hủy đăng ký bất cứ lúc nào trong trang Gói dịch vụ.`
        : `Gói đã được thanh toán đến ngày ${paidUntil}. Đây là gói mua một lần nên sẽ không tự động gia hạn.`,
    ],
    details: [
      { label: 'Sản phẩm', value: productName },
      { label: 'Gói', value: capitalize(periodNames.vi[period]) },
      { label: 'Thanh toán đến', value: paidUntil },
    ],
    action: { label: 'Quản lý gói dịch vụ', url: plansUrl },
    links: [{ label: 'Đọc tài liệu hướng dẫn', url: docsUrl }],
    notes: ['Biên lai được gửi trong một email riêng; hóa đơn của bạn nằm trong mục Thanh toán của bảng điều khiển.'],
  }),
};
