/**
 * The words of the invoice and the receipt in the customer's language (en, vi), and how their
 * money and dates are written. The period names are the site's (web/app/i18n/{en,vi}/billing.ts).
 */
export type TDocumentLanguage = 'en' | 'vi';

export function documentLanguage(language: string | null | undefined): TDocumentLanguage {
  return language === 'vi' ? 'vi' : 'en';
}

const en = {
  invoiceTitle: 'Invoice',
  receiptTitle: 'Receipt',
  seller: 'Seller',
  billTo: 'Bill to',
  invoiceNumber: 'Invoice number',
  issueDate: 'Issue date',
  paidOn: 'Paid on',
  transactionId: 'Transaction ID',
  currency: 'Currency',
  product: 'Product',
  period: 'Period',
  listPrice: 'List price',
  discount: 'Discount',
  amount: 'Amount',
  subtotal: 'Subtotal',
  promotion: 'Promotion',
  total: 'Total',
  paidInFull: 'Paid in full on {date}.',
  amountPaid: 'Amount paid',
  paymentMethod: 'Payment method',
  card: 'Card',
  wallet: 'Wallet',
  description: 'Description',
  refunds: 'Refunds',
  refundDate: 'Date',
  reason: 'Reason',
  noRefunds: 'No refunds.',
  refundedSoFar: 'Refunded so far',
  netPaid: 'Net paid',
  receiptNote:
    'Thank you for your payment. This receipt confirms the amount taken; the invoice lists what it paid for.',
  periods: {
    1: 'Per month',
    2: 'Per year',
    3: 'Per quarter',
    4: 'One-time purchase',
    5: 'Per day',
  } as Record<number, string>,
  reasons: {
    duplicate: 'Duplicate',
    fraudulent: 'Fraudulent',
    'requested-by-customer': 'Requested by customer',
    other: 'Other',
  } as Record<string, string>,
};

export type TDocumentTexts = typeof en;

const vi: TDocumentTexts = {
  invoiceTitle: 'Hóa đơn',
  receiptTitle: 'Biên lai',
  seller: 'Bên bán',
  billTo: 'Khách hàng',
  invoiceNumber: 'Số hóa đơn',
  issueDate: 'Ngày lập',
  paidOn: 'Ngày thanh toán',
  transactionId: 'Mã giao dịch',
  currency: 'Tiền tệ',
  product: 'Sản phẩm',
  period: 'Kỳ hạn',
  listPrice: 'Giá niêm yết',
  discount: 'Giảm giá',
  amount: 'Thành tiền',
  subtotal: 'Tạm tính',
  promotion: 'Khuyến mãi',
  total: 'Tổng cộng',
  paidInFull: 'Đã thanh toán đủ ngày {date}.',
  amountPaid: 'Số tiền đã thanh toán',
  paymentMethod: 'Phương thức thanh toán',
  card: 'Thẻ',
  wallet: 'Ví điện tử',
  description: 'Nội dung',
  refunds: 'Hoàn tiền',
  refundDate: 'Ngày',
  reason: 'Lý do',
  noRefunds: 'Chưa có khoản hoàn tiền nào.',
  refundedSoFar: 'Đã hoàn',
  netPaid: 'Thực thu',
  receiptNote:
    'Cảm ơn bạn đã thanh toán. Biên lai này xác nhận số tiền đã nhận; hóa đơn liệt kê các mục được thanh toán.',
  periods: {
    1: 'Mỗi tháng',
    2: 'Mỗi năm',
    3: 'Mỗi quý',
    4: 'Mua một lần',
    5: 'Mỗi ngày',
  },
  reasons: {
    duplicate: 'Trùng lặp',
    fraudulent: 'Gian lận',
    'requested-by-customer': 'Theo yêu cầu của khách hàng',
    other: 'Khác',
  },
};

export const documentTexts: Record<TDocumentLanguage, TDocumentTexts> = { en, vi };

/** SPEC.md currencies: 1 USD ($), 2 HKD (HK$), 3 EUR (€), 4 RMB (¥). */
const currencies: Record<number, { code: string; symbol: string }> = {
  1: { code: 'USD', symbol: '$' },
  2: { code: 'HKD', symbol: 'HK$' },
  3: { code: 'EUR', symbol: '€' },
  4: { code: 'RMB', symbol: '¥' },
};

export function currencyOf(currency: number): { code: string; symbol: string } {
  return currencies[currency] ?? { code: String(currency), symbol: '' };
}

/** Minor units as the symbol and two decimals, `$1,234.50`; a negative amount as `-$5.00`. */
export function formatMoney(amount: number, currency: number): string {
  const digits = (Math.abs(amount) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 ? '-' : ''}${currencyOf(currency).symbol}${digits}`;
}

/** A day in UTC, as the language writes it: `2 March 2026`, `2 tháng 3, 2026`. */
export function formatDay(date: Date, language: TDocumentLanguage): string {
  return new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
