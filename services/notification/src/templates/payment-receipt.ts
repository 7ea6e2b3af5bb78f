import type { TMailTemplate } from './mail-content.ts';

export type TPaymentReceiptInput = {
  /** Formatted with its currency symbol (money.ts). */
  amount: string;
  description: string;
  transactionId: string;
  paidOn: string;
  paymentUrl: string;
};

/** Sent on `billing.payment-succeeded.v1`: the receipt; the invoice is downloaded from the console. */
export const paymentReceiptMail: TMailTemplate<TPaymentReceiptInput> = {
  en: ({ amount, description, transactionId, paidOn, paymentUrl }) => ({
    subject: `Your Matchwire receipt: ${amount}`,
    preheader: `We received your payment of ${amount}.`,
    heading: 'Thank you for your payment',
    paragraphs: [`We received your payment of ${amount}. Here are the details for your records.`],
    details: [
      { label: 'Amount paid', value: amount },
      ...(description ? [{ label: 'Description', value: description }] : []),
      { label: 'Date', value: paidOn },
      { label: 'Transaction ID', value: transactionId },
    ],
    action: { label: 'Download your invoice', url: paymentUrl },
    notes: [
      'Your invoices and receipts can be downloaded at any time from the Payment page of your console.',
      'Questions about this payment? Contact our support team and quote the transaction ID.',
    ],
  }),
  vi: ({ amount, description, transactionId, paidOn, paymentUrl }) => ({
    subject: `Biên lai thanh toán Matchwire của bạn: ${amount}`,
    preheader: `Chúng tôi đã nhận được khoản thanh toán ${amount} của bạn.`,
    heading: 'Cảm ơn bạn đã thanh toán',
    paragraphs: [
      `Chúng tôi đã nhận được khoản thanh toán ${amount} của bạn. Dưới đây là thông tin chi tiết để bạn lưu lại.`,
    ],
    details: [
      { label: 'Số tiền đã thanh toán', value: amount },
      ...(description ? [{ label: 'Nội dung', value: description }] : []),
      { label: 'Ngày thanh toán', value: paidOn },
      { label: 'Mã giao dịch', value: transactionId },
    ],
    action: { label: 'Tải hóa đơn', url: paymentUrl },
    notes: [
      'Bạn có thể tải hóa đơn và biên lai bất cứ lúc nào trong trang Thanh toán của bảng điều khiển.',
      'Nếu có thắc mắc về khoản thanh toán này, hãy liên hệ với đội ngũ hỗ trợ và cung cấp mã giao dịch.',
    ],
  }),
};
