import { defineMail } from './mail-content.ts';

export type TSubscriptionExpiringInput = { productName: string; endsOn: string; plansUrl: string };

const en = {
  subject: (productName: string, endsOn: string) => `Your ${productName} subscription ends on ${endsOn}`,
  preheader: 'It will not renew. Restore it to keep your data coming.',
  heading: 'Your subscription ends soon',
  wontRenew: (productName: string, endsOn: string) =>
    `Your ${productName} subscription will not renew: it ends on ${endsOn}. After that, your API key can no longer call it.`,
  keepIt:
    'Want to keep it? If you unsubscribed, restore it from your Plans page before that day and it renews as before, with no interruption.',
  restore: 'Restore your subscription',
  notes: [
    'A one-time plan, or a subscription paid by wallet (a wallet payment covers one period), cannot be restored: you can buy it again from the same page.',
    'If you meant to let it end, there is nothing to do.',
  ],
};

const vi: typeof en = {
  subject: (productName, endsOn) => `Gói đăng ký ${productName} của bạn sẽ kết thúc vào ngày ${endsOn}`,
  preheader: 'Gói sẽ không được gia hạn. Hãy khôi phục để tiếp tục nhận dữ liệu.',
  heading: 'Gói đăng ký của bạn sắp kết thúc',
  wontRenew: (productName, endsOn) =>
    `Gói đăng ký ${productName} của bạn sẽ không được gia hạn và sẽ kết thúc vào ngày ${endsOn}. Sau thời điểm đó, API key của bạn sẽ không thể truy cập gói này nữa.`,
  keepIt:
    'Bạn muốn giữ lại gói? Nếu bạn đã hủy đăng ký, hãy khôi phục gói trong trang Gói dịch vụ trước ngày đó, gói sẽ tiếp tục gia hạn như trước mà không bị gián đoạn.',
  restore: 'Khôi phục gói đăng ký',
  notes: [
    'Gói mua một lần, hoặc gói thanh toán bằng ví (mỗi lần thanh toán bằng ví chỉ cho một kỳ), không thể khôi phục: bạn có thể mua lại gói ngay trên trang đó.',
    'Nếu bạn muốn để gói kết thúc, bạn không cần làm gì thêm.',
  ],
};

/** Sent on `billing.subscription-expiring.v1`: it will not renew; restore it to keep it. */
export const subscriptionExpiringMail = defineMail<TSubscriptionExpiringInput, typeof en>(
  { en, vi },
  (words, { productName, endsOn, plansUrl }) => ({
    subject: words.subject(productName, endsOn),
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: [words.wontRenew(productName, endsOn), words.keepIt],
    action: { label: words.restore, url: plansUrl },
    notes: words.notes,
  }),
);
