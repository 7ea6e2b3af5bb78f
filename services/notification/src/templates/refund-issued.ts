import type { TMailTemplate } from './mail-content.ts';

export type TRefundIssuedInput = {
  /** Formatted with its currency symbol (money.ts). */
  amount: string;
  isFullRefund: boolean;
  transactionId: string;
  refundId: string;
  paymentUrl: string;
};

/** Sent on `billing.refund-issued.v1`: how much came back, in full or in part. */
export const refundIssuedMail: TMailTemplate<TRefundIssuedInput> = {
  en: ({ amount, isFullRefund, transactionId, refundId, paymentUrl }) => ({
    subject: `Your Matchwire refund of ${amount}`,
    preheader: `${amount} is on its way back to you.`,
    heading: isFullRefund ? 'Your payment has been refunded' : 'Part of your payment has been refunded',
    paragraphs: [
      isFullRefund
        ? `We have refunded your payment in full: ${amount} is on its way back to the card or account you paid with.`
        : `We have refunded ${amount} of your payment: it is on its way back to the card or account you paid with.`,
      'Refunds usually appear on your statement within 5 to 10 business days, depending on your bank.',
    ],
    details: [
      { label: 'Amount refunded', value: amount },
      { label: 'Refund', value: isFullRefund ? 'Full' : 'Partial' },
      { label: 'Transaction ID', value: transactionId },
      { label: 'Refund ID', value: refundId },
    ],
    action: { label: 'View your payments', url: paymentUrl },
    notes: ['Questions about this refund? Contact our support team and quote the transaction ID.'],
  }),
  vi: ({ amount, isFullRefund, transactionId, refundId, paymentUrl }) => ({
    subject: `Matchwire đã hoàn tiền cho bạn: ${amount}`,
    preheader: `${amount} đang được hoàn lại cho bạn.`,
    heading: isFullRefund
      ? 'Khoản thanh toán của bạn đã được hoàn tiền'
      : 'Một phần khoản thanh toán của bạn đã được hoàn tiền',
    paragraphs: [
      isFullRefund
        ? `Chúng tôi đã hoàn lại toàn bộ khoản thanh toán của bạn: ${amount} đang được chuyển về thẻ hoặc tài khoản bạn đã dùng để thanh toán.`
        : `Chúng tôi đã hoàn lại ${amount} trong khoản thanh toán của bạn: số tiền này đang được chuyển về thẻ hoặc tài khoản bạn đã dùng để thanh toán.`,
      'Tiền hoàn thường xuất hiện trong sao kê của bạn trong vòng 5 đến 10 ngày làm việc, tùy theo ngân hàng.',
    ],
    details: [
      { label: 'Số tiền hoàn', value: amount },
      { label: 'Hình thức hoàn', value: isFullRefund ? 'Toàn bộ' : 'Một phần' },
      { label: 'Mã giao dịch', value: transactionId },
      { label: 'Mã hoàn tiền', value: refundId },
    ],
    action: { label: 'Xem các khoản thanh toán', url: paymentUrl },
    notes: ['Nếu có thắc mắc về khoản hoàn tiền này, hãy liên hệ với đội ngũ hỗ trợ và cung cấp mã giao dịch.'],
  }),
};
