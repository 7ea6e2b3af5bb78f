import { billingLabels } from './billing-terms.ts';
import { defineMail } from './mail-content.ts';

export type TPaymentFailedInput = {
  /** Formatted with its currency symbol (money.ts). */
  amount: string;
  description: string;
  /** The payment provider's reason, in its words (English). */
  reason: string;
  transactionId: string;
  /** The day of the next automatic attempt; undefined when none will be made. */
  retryOn: string | undefined;
  paymentUrl: string;
};

const en = {
  ...billingLabels.en,
  subject: (amount: string) => `Action needed: your Matchwire payment of ${amount} failed`,
  preheader: 'Update your card to keep your subscription running.',
  heading: 'Your payment did not go through',
  notTaken: (amount: string, description: string) =>
    `We could not take your payment of ${amount}${description ? ` for ${description}` : ''}.`,
  willRetry: (retryOn: string) =>
    `We will try again automatically on ${retryOn}. To make sure it goes through, check or update your card before then.`,
  wontRetry: 'We will not try this payment again automatically. Update your card on your Payment page, then try again.',
  reason: 'Reason',
  nextAttempt: 'Next attempt',
  none: 'None',
  updateCard: 'Update your card',
  usableWhileRetrying: 'Your subscription stays usable while we retry.',
  contactBank: 'If you think this is a mistake, contact your bank or our support team.',
};

const vi: typeof en = {
  ...billingLabels.vi,
  subject: (amount) => `Cần xử lý: khoản thanh toán ${amount} cho Matchwire không thành công`,
  preheader: 'Hãy cập nhật thẻ để gói đăng ký của bạn không bị gián đoạn.',
  heading: 'Thanh toán của bạn không thành công',
  notTaken: (amount, description) =>
    `Chúng tôi không thể thu khoản thanh toán ${amount}${description ? ` cho ${description}` : ''}.`,
  willRetry: (retryOn) =>
    `Chúng tôi sẽ tự động thử lại vào ngày ${retryOn}. Để thanh toán thành công, hãy kiểm tra hoặc cập nhật thẻ của bạn trước ngày đó.`,
  wontRetry:
    'Chúng tôi sẽ không tự động thử lại khoản thanh toán này. Hãy cập nhật thẻ trong trang Thanh toán rồi thử lại.',
  reason: 'Lý do',
  nextAttempt: 'Lần thử tiếp theo',
  none: 'Không có',
  updateCard: 'Cập nhật thẻ',
  usableWhileRetrying: 'Gói đăng ký của bạn vẫn sử dụng được trong thời gian chúng tôi thử lại.',
  contactBank: 'Nếu bạn cho rằng đây là nhầm lẫn, hãy liên hệ với ngân hàng của bạn hoặc đội ngũ hỗ trợ của chúng tôi.',
};

/** Sent on `billing.payment-failed.v1`: why, whether and when it is retried, where to update the card. */
export const paymentFailedMail = defineMail<TPaymentFailedInput, typeof en>(
  { en, vi },
  (words, { amount, description, reason, transactionId, retryOn, paymentUrl }) => ({
    subject: words.subject(amount),
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: [words.notTaken(amount, description), retryOn ? words.willRetry(retryOn) : words.wontRetry],
    details: [
      { label: words.amount, value: amount },
      ...(description ? [{ label: words.description, value: description }] : []),
      ...(reason ? [{ label: words.reason, value: reason }] : []),
      { label: words.nextAttempt, value: retryOn ?? words.none },
      { label: words.transactionId, value: transactionId },
    ],
    action: { label: words.updateCard, url: paymentUrl },
    notes: [retryOn ? words.usableWhileRetrying : words.contactBank],
  }),
);
