import type { TMailTemplate } from './mail-content.ts';

export type TSubscriptionExpiringInput = { productName: string; endsOn: string; plansUrl: string };

/** Sent on `billing.subscription-expiring.v1`: it will not renew; restore it to keep it. */
export const subscriptionExpiringMail: TMailTemplate<TSubscriptionExpiringInput> = {
  en: ({ productName, endsOn, plansUrl }) => ({
    subject: `Your ${productName} subscription ends on ${endsOn}`,
    preheader: 'It will not renew. Restore it to keep your data coming.',
    heading: 'Your subscription ends soon',
    paragraphs: [
      `Your ${productName} subscription will not renew: it ends on ${endsOn}. After that, your API key can no longer call it.`,
      'Want to keep it? Restore it from your Plans page before that day and it renews as before, with no interruption.',
    ],
    action: { label: 'Restore your subscription', url: plansUrl },
    notes: [
      'A one-time plan cannot be restored: you can buy it again from the same page.',
      'If you meant to let it end, there is nothing to do.',
    ],
  }),
  vi: ({ productName, endsOn, plansUrl }) => ({
    subject: `Gói đăng ký ${productName} của bạn sẽ kết thúc vào ngày ${endsOn}`,
    preheader: 'Gói sẽ không được gia hạn. Hãy khôi phục để tiếp tục nhận dữ liệu.',
    heading: 'Gói đăng ký của bạn sắp kết thúc',
    paragraphs: [
      `Gói đăng ký ${productName} của bạn sẽ không được gia hạn và sẽ kết thúc vào ngày ${endsOn}. Sau thời điểm đó, API key của bạn sẽ không thể truy cập gói này nữa.`,
      'Bạn muốn giữ lại gói? Hãy khôi phục gói trong trang Gói dịch vụ trước ngày đó, gói sẽ tiếp tục gia hạn như trước mà không bị gián đoạn.',
    ],
    action: { label: 'Khôi phục gói đăng ký', url: plansUrl },
    notes: [
      'Gói mua một lần không thể khôi phục: bạn có thể mua lại gói ngay trên trang đó.',
      'Nếu bạn muốn để gói kết thúc, bạn không cần làm gì thêm.',
    ],
  }),
};
