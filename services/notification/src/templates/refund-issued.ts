import { billingLabels } from './billing-terms.ts';
import { defineMail } from './mail-content.ts';

export type TRefundIssuedInput = {
  /** Formatted with its currency symbol (money.ts). */
  amount: string;
  isFullRefund: boolean;
  transactionId: string;
  refundId: string;
  paymentUrl: string;
};

const en = {
  ...billingLabels.en,
  subject: (amount: string) => `Your Matchwire refund of ${amount}`,
  preheader: (amount: string) => `${amount} is on its way back to you.`,
  headingFull: 'Your payment has been refunded',
  headingPartial: 'Part of your payment has been refunded',
  refundedFull: (amount: string) =>
    `We have refunded your payment in full: ${amount} is on its way back to the card or account you paid with.`,
  refundedPartial: (amount: string) =>
    `We have refunded ${amount} of your payment: it is on its way back to the card or account you paid with.`,
  timing: 'Refunds usually appear on your statement within 5 to 10 business days, depending on your bank.',
  amountRefunded: 'Amount refunded',
  refund: 'Refund',
  full: 'Full',
  partial: 'Partial',
  refundId: 'Refund ID',
  viewPayments: 'View your payments',
  questions: 'Questions about this refund? Contact our support team and quote the transaction ID.',
};

const vi: typeof en = {
  ...billingLabels.vi,
  subject: (amount) => `Matchwire đã hoàn tiền cho bạn: ${amount}`,
  preheader: (amount) => `${amount} đang được hoàn lại cho bạn.`,
  headingFull: 'Khoản thanh toán của bạn đã được hoàn tiền',
  headingPartial: 'Một phần khoản thanh toán của bạn đã được hoàn tiền',
  refundedFull: (amount) =>
    `Chúng tôi đã hoàn lại toàn bộ khoản thanh toán của bạn: ${amount} đang được chuyển về thẻ hoặc tài khoản bạn đã dùng để thanh toán.`,
  refundedPartial: (amount) =>
    `Chúng tôi đã hoàn lại ${amount} trong khoản thanh toán của bạn: số tiền này đang được chuyển về thẻ hoặc tài khoản bạn đã dùng để thanh toán.`,
  timing: 'Tiền hoàn thường xuất hiện trong sao kê của bạn trong vòng 5 đến 10 ngày làm việc, tùy theo ngân hàng.',
  amountRefunded: 'Số tiền hoàn',
  refund: 'Hình thức hoàn',
  full: 'Toàn bộ',
  partial: 'Một phần',
  refundId: 'Mã hoàn tiền',
  viewPayments: 'Xem các khoản thanh toán',
  questions: 'Nếu có thắc mắc về khoản hoàn tiền này, hãy liên hệ với đội ngũ hỗ trợ và cung cấp mã giao dịch.',
};

/** Sent on `billing.refund-issued.v1`: how much came back, in full or in part. */
export const refundIssuedMail = defineMail<TRefundIssuedInput, typeof en>(
  { en, vi },
  (words, { amount, isFullRefund, transactionId, refundId, paymentUrl }) => ({
    subject: words.subject(amount),
    preheader: words.preheader(amount),
    heading: isFullRefund ? words.headingFull : words.headingPartial,
    paragraphs: [isFullRefund ? words.refundedFull(amount) : words.refundedPartial(amount), words.timing],
    details: [
      { label: words.amountRefunded, value: amount },
      { label: words.refund, value: isFullRefund ? words.full : words.partial },
      { label: words.transactionId, value: transactionId },
      { label: words.refundId, value: refundId },
    ],
    action: { label: words.viewPayments, url: paymentUrl },
    notes: [words.questions],
  }),
);
