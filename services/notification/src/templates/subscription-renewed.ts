import { billingLabels, paidPlanDetails, periodNames, type TPaidPlanInput } from './billing-terms.ts';
import { defineMail } from './mail-content.ts';

/** `paidUntil` is the new end of the paid period. */
export type TSubscriptionRenewedInput = TPaidPlanInput;

const en = {
  ...billingLabels.en,
  periods: periodNames.en,
  subject: (productName: string) => `Your ${productName} subscription has been renewed`,
  preheader: (paidUntil: string) => `Your subscription is now paid until ${paidUntil}.`,
  heading: 'Your subscription has been renewed',
  renewed: (productName: string, paidUntil: string) =>
    `Your ${productName} subscription has been renewed: it is now paid until ${paidUntil}.`,
  nothingChanges: 'Nothing changes for your applications: your API key keeps working as before.',
  managePlans: 'Manage your plans',
  stopRenewing:
    'Your receipt comes in a separate e-mail. To stop renewing, unsubscribe from your Plans page before the end of the period.',
};

const vi: typeof en = {
  ...billingLabels.vi,
  periods: periodNames.vi,
  subject: (productName) => `Gói đăng ký ${productName} của bạn đã được gia hạn`,
  preheader: (paidUntil) => `Gói đăng ký của bạn đã được thanh toán đến ngày ${paidUntil}.`,
  heading: 'Gói đăng ký đã được gia hạn',
  renewed: (productName, paidUntil) =>
    `Gói đăng ký ${productName} của bạn đã được gia hạn và được thanh toán đến ngày ${paidUntil}.`,
  nothingChanges: 'Ứng dụng của bạn không cần thay đổi gì: API key vẫn hoạt động như trước.',
  managePlans: 'Quản lý gói dịch vụ',
  stopRenewing:
    'Biên lai được gửi trong một email riêng. Nếu không muốn tiếp tục gia hạn, hãy hủy đăng ký trong trang Gói dịch vụ trước khi kỳ hiện tại kết thúc.',
};

/** Sent on `billing.subscription-renewed.v1`: the renewal was paid; the new period end. */
export const subscriptionRenewedMail = defineMail<TSubscriptionRenewedInput, typeof en>(
  { en, vi },
  (words, { productName, period, paidUntil, plansUrl }) => ({
    subject: words.subject(productName),
    preheader: words.preheader(paidUntil),
    heading: words.heading,
    paragraphs: [words.renewed(productName, paidUntil), words.nothingChanges],
    details: paidPlanDetails(words, { productName, period, paidUntil }),
    action: { label: words.managePlans, url: plansUrl },
    notes: [words.stopRenewing],
  }),
);
