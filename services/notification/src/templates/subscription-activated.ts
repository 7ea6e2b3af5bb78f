import { billingLabels, isRecurring, paidPlanDetails, periodNames, type TPaidPlanInput } from './billing-terms.ts';
import { defineMail } from './mail-content.ts';

export type TSubscriptionActivatedInput = TPaidPlanInput & { isAutoRenewing: boolean; docsUrl: string };

const en = {
  ...billingLabels.en,
  periods: periodNames.en,
  subject: (productName: string) => `Your ${productName} subscription is active`,
  preheader: (paidUntil: string) => `Thank you for subscribing: your plan is paid until ${paidUntil}.`,
  heading: 'Your subscription is active',
  thanks: (productName: string) =>
    `Thank you for subscribing! ${productName} is now active on your Matchwire account, and your API key can call it right away.`,
  renews: (paidUntil: string) =>
    `It is paid until ${paidUntil} and renews automatically on that day. You can unsubscribe at any time from your Plans page.`,
  oneTime: (paidUntil: string) => `It is paid until ${paidUntil}. This is a one-time plan: it does not renew.`,
  paidOnce: (paidUntil: string) =>
    `It is paid until ${paidUntil}. Paid by wallet, it does not renew by itself: resubscribe from your Plans page once it ends, or subscribe by card to renew automatically.`,
  managePlans: 'Manage your plans',
  readDocs: 'Read the documentation',
  receiptNote: 'Your receipt comes in a separate e-mail; your invoices are in your console, under Payment.',
};

const vi: typeof en = {
  ...billingLabels.vi,
  periods: periodNames.vi,
  subject: (productName) => `Gói đăng ký ${productName} của bạn đã được kích hoạt`,
  preheader: (paidUntil) => `Cảm ơn bạn đã đăng ký: gói của bạn đã được thanh toán đến ngày ${paidUntil}.`,
  heading: 'Gói đăng ký đã được kích hoạt',
  thanks: (productName) =>
    `Cảm ơn bạn đã đăng ký! ${productName} đã được kích hoạt cho tài khoản Matchwire của bạn, và API key của bạn có thể truy cập ngay.`,
  renews: (paidUntil) =>
    `Gói đã được thanh toán đến ngày ${paidUntil} và sẽ tự động gia hạn vào ngày đó. Bạn có thể hủy đăng ký bất cứ lúc nào trong trang Gói dịch vụ.`,
  oneTime: (paidUntil) =>
    `Gói đã được thanh toán đến ngày ${paidUntil}. Đây là gói mua một lần nên sẽ không tự động gia hạn.`,
  paidOnce: (paidUntil) =>
    `Gói đã được thanh toán đến ngày ${paidUntil}. Gói thanh toán bằng ví sẽ không tự động gia hạn: hãy đăng ký lại trong trang Gói dịch vụ khi gói kết thúc, hoặc đăng ký bằng thẻ để được gia hạn tự động.`,
  managePlans: 'Quản lý gói dịch vụ',
  readDocs: 'Đọc tài liệu hướng dẫn',
  receiptNote: 'Biên lai được gửi trong một email riêng; hóa đơn của bạn nằm trong mục Thanh toán của bảng điều khiển.',
};

/** Whether and how it goes on after `paidUntil`: renews by itself, is a one-time plan, or was paid once by wallet. */
function renewalTerms(
  words: typeof en,
  { period, paidUntil, isAutoRenewing }: Pick<TSubscriptionActivatedInput, 'period' | 'paidUntil' | 'isAutoRenewing'>,
): string {
  if (isAutoRenewing) return words.renews(paidUntil);
  return isRecurring(period) ? words.paidOnce(paidUntil) : words.oneTime(paidUntil);
}

/** Sent on `billing.subscription-activated.v1`: what was bought and until when it is paid. */
export const subscriptionActivatedMail = defineMail<TSubscriptionActivatedInput, typeof en>(
  { en, vi },
  (words, { productName, period, paidUntil, isAutoRenewing, plansUrl, docsUrl }) => ({
    subject: words.subject(productName),
    preheader: words.preheader(paidUntil),
    heading: words.heading,
    paragraphs: [words.thanks(productName), renewalTerms(words, { period, paidUntil, isAutoRenewing })],
    details: paidPlanDetails(words, { productName, period, paidUntil }),
    action: { label: words.managePlans, url: plansUrl },
    links: [{ label: words.readDocs, url: docsUrl }],
    notes: [words.receiptNote],
  }),
);
