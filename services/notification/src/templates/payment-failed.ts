import type { TMailTemplate } from './mail-content.ts';

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

/** Sent on `billing.payment-failed.v1`: why, whether and when it is retried, where to update the card. */
export const paymentFailedMail: TMailTemplate<TPaymentFailedInput> = {
  en: ({ amount, description, reason, transactionId, retryOn, paymentUrl }) => ({
    subject: `Action needed: your Matchwire payment of ${amount} failed`,
    preheader: 'Update your card to keep your subscription running.',
    heading: 'Your payment did not go through',
    paragraphs: [
      `We could not take your payment of ${amount}${description ? ` for ${description}` : ''}.`,
      retryOn
        ? `We will try again automatically on ${retryOn}. To make sure it goes through, check or update your card before then.`
        : 'We will not try this payment again automatically. Update your card on your Payment page, then try again.',
    ],
    details: [
      { label: 'Amount', value: amount },
      ...(description ? [{ label: 'Description', value: description }] : []),
      ...(reason ? [{ label: 'Reason', value: reason }] : []),
      { label: 'Next attempt', value: retryOn ?? 'None' },
      { label: 'Transaction ID', value: transactionId },
    ],
    action: { label: 'Update your card', url: paymentUrl },
    notes: [
      retryOn
        ? 'Your subscription stays usable while we retry.'
        : 'If you think this is a mistake, contact your bank or our support team.',
    ],
  }),
  vi: ({ amount, description, reason, transactionId, retryOn, paymentUrl }) => ({
    subject: `Cần xử lý: khoản thanh toán ${amount} cho Matchwire không thành công`,
    preheader: 'Hãy cập nhật thẻ để gói đăng ký của bạn không bị gián đoạn.',
    heading: 'Thanh toán của bạn không thành công',
    paragraphs: [
      `Chúng tôi không thể thu khoản thanh toán ${amount}${description ? ` cho ${description}` : ''}.`,
      retryOn
        ? `Chúng tôi sẽ tự động thử lại vào ngày ${retryOn}. Để thanh toán thành công, hãy kiểm tra hoặc cập nhật thẻ của bạn trước ngày đó.`
        : 'Chúng tôi sẽ không tự động thử lại khoản thanh toán này. Hãy cập nhật thẻ trong trang Thanh toán rồi thử lại.',
    ],
    details: [
      { label: 'Số tiền', value: amount },
      ...(description ? [{ label: 'Nội dung', value: description }] : []),
      ...(reason ? [{ label: 'Lý do', value: reason }] : []),
      { label: 'Lần thử tiếp theo', value: retryOn ?? 'Không có' },
      { label: 'Mã giao dịch', value: transactionId },
    ],
    action: { label: 'Cập nhật thẻ', url: paymentUrl },
    notes: [
      retryOn
        ? 'Gói đăng ký của bạn vẫn sử dụng được trong thời gian chúng tôi thử lại.'
        : 'Nếu bạn cho rằng đây là nhầm lẫn, hãy liên hệ với ngân hàng của bạn hoặc đội ngũ hỗ trợ của chúng tôi.',
    ],
  }),
};
