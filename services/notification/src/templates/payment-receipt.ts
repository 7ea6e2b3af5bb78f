import { billingLabels } from './billing-terms.ts';
import { defineMail } from './mail-content.ts';

export type TPaymentReceiptInput = {
  /** Formatted with its currency symbol (money.ts). */
  amount: string;
  description: string;
  transactionId: string;
  paidOn: string;
  paymentUrl: string;
};

const en = {
  ...billingLabels.en,
  subject: (amount: string) => `Your Matchwire receipt: ${amount}`,
  preheader: (amount: string) => `We received your payment of ${amount}.`,
  heading: 'Thank you for your payment',
  received: (amount: string) => `We received your payment of ${amount}. Here are the details for your records.`,
  amountPaid: 'Amount paid',
  date: 'Date',
  download: 'Download your invoice',
  notes: [
    'Your invoices and receipts can be downloaded at any time from the Payment page of your console.',
    'Questions about this payment? Contact our support team and quote the transaction ID.',
  ],
};

const vi: typeof en = {
  ...billingLabels.vi,
  subject: (amount) => `Biên lai thanh toán Matchwire của bạn: ${amount}`,
  preheader: (amount) => `Chúng tôi đã nhận được khoản thanh toán ${amount} của bạn.`,
  heading: 'Cảm ơn bạn đã thanh toán',
  received: (amount) =>
    `Chúng tôi đã nhận được khoản thanh toán ${amount} của bạn. Dưới đây là thông tin chi tiết để bạn lưu lại.`,
  amountPaid: 'Số tiền đã thanh toán',
  date: 'Ngày thanh toán',
  download: 'Tải hóa đơn',
  notes: [
    'Bạn có thể tải hóa đơn và biên lai bất cứ lúc nào trong trang Thanh toán của bảng điều khiển.',
    'Nếu có thắc mắc về khoản thanh toán này, hãy liên hệ với đội ngũ hỗ trợ và cung cấp mã giao dịch.',
  ],
};

/** Sent on `billing.payment-succeeded.v1`: the receipt; the invoice is downloaded from the console. */
export const paymentReceiptMail = defineMail<TPaymentReceiptInput, typeof en>(
  { en, vi },
  (words, { amount, description, transactionId, paidOn, paymentUrl }) => ({
    subject: words.subject(amount),
    preheader: words.preheader(amount),
    heading: words.heading,
    paragraphs: [words.received(amount)],
    details: [
      { label: words.amountPaid, value: amount },
      ...(description ? [{ label: words.description, value: description }] : []),
      { label: words.date, value: paidOn },
      { label: words.transactionId, value: transactionId },
    ],
    action: { label: words.download, url: paymentUrl },
    notes: words.notes,
  }),
);
