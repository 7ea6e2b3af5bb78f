import type { TEventPayloadOf } from '@matchwire/contracts/events';
import { defineMail } from './mail-content.ts';

/** Why it ended, as billing tells it. */
export type TExpiryReason = TEventPayloadOf<'billing.subscription-expired.v1'>['reason'];

export type TSubscriptionExpiredInput = {
  productName: string;
  reason: TExpiryReason;
  expiredOn: string;
  plansUrl: string;
};

const en = {
  subject: (productName: string) => `Your ${productName} subscription has ended`,
  preheader: 'Subscribe again at any time to pick up where you left off.',
  heading: 'Your subscription has ended',
  ended: (productName: string, expiredOn: string) => `Your ${productName} subscription ended on ${expiredOn}.`,
  why: {
    unsubscribed: 'You unsubscribed, so it was not renewed at the end of its period.',
    'paid-period-ended':
      'It was paid by wallet for one period, which does not renew by itself, and that period is over.',
    'payment-failed': 'We could not take the renewal payment after several attempts, so it has ended.',
    'one-time-ended': 'It was a one-time plan, and its period is over.',
    'staff-cancelled':
      'It was cancelled by the Matchwire team. If you did not expect this, please contact our support team.',
  } satisfies Record<TExpiryReason, string>,
  noLongerCalls: (productName: string) =>
    `Your API key can no longer call ${productName}. Subscribe again at any time to pick up where you left off.`,
  resubscribe: 'Resubscribe',
  checkCard: 'Before subscribing again, check the card saved in your console, under Payment.',
  accountStays: 'Your account and your API key stay as they are.',
};

const vi: typeof en = {
  subject: (productName) => `Gói đăng ký ${productName} của bạn đã kết thúc`,
  preheader: 'Bạn có thể đăng ký lại bất cứ lúc nào để tiếp tục sử dụng.',
  heading: 'Gói đăng ký của bạn đã kết thúc',
  ended: (productName, expiredOn) => `Gói đăng ký ${productName} của bạn đã kết thúc vào ngày ${expiredOn}.`,
  why: {
    unsubscribed: 'Bạn đã hủy đăng ký nên gói không được gia hạn khi hết kỳ.',
    'paid-period-ended': 'Gói được thanh toán bằng ví cho một kỳ, không tự động gia hạn, và kỳ đó đã kết thúc.',
    'payment-failed': 'Chúng tôi không thể thu khoản thanh toán gia hạn sau nhiều lần thử, vì vậy gói đã kết thúc.',
    'one-time-ended': 'Đây là gói mua một lần và thời hạn sử dụng đã hết.',
    'staff-cancelled':
      'Gói đã được đội ngũ Matchwire hủy. Nếu bạn không mong đợi điều này, hãy liên hệ với đội ngũ hỗ trợ của chúng tôi.',
  },
  noLongerCalls: (productName) =>
    `API key của bạn không thể truy cập ${productName} nữa. Bạn có thể đăng ký lại bất cứ lúc nào để tiếp tục sử dụng.`,
  resubscribe: 'Đăng ký lại',
  checkCard: 'Trước khi đăng ký lại, hãy kiểm tra thẻ đã lưu trong mục Thanh toán của bảng điều khiển.',
  accountStays: 'Tài khoản và API key của bạn vẫn được giữ nguyên.',
};

/** Sent on `billing.subscription-expired.v1`: why it ended, and where to subscribe again. */
export const subscriptionExpiredMail = defineMail<TSubscriptionExpiredInput, typeof en>(
  { en, vi },
  (words, { productName, reason, expiredOn, plansUrl }) => ({
    subject: words.subject(productName),
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: [`${words.ended(productName, expiredOn)} ${words.why[reason]}`, words.noLongerCalls(productName)],
    action: { label: words.resubscribe, url: plansUrl },
    notes: [reason === 'payment-failed' ? words.checkCard : words.accountStays],
  }),
);
