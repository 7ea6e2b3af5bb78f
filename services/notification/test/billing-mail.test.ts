/**
 * Billing events in, mail out over a REAL SMTP server on loopback (smtp-server), through the
 * service as server.ts builds it on its own PostgreSQL database, fed by an in-memory bus.
 */
import { createEvent, type TEnvelope, type TEventPayloadInit } from '@matchwire/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TBillingMailEventType } from '../src/events/billing-mail-events.ts';
import type { TMailLanguage } from '../src/templates/language.ts';
import { publicWebUrl, publish } from './support/notification-under-test.ts';
import { useNotificationOverSmtp } from './support/notification-over-smtp.ts';
import { mailsTo, oneMailTo } from './support/smtp-capture.ts';

const { under, captured, messageRowsOf: rowsOf } = useNotificationOverSmtp();

const nbsp = '\u00a0';
const transactionId = '6f1c2a4e-9b0d-4c6e-8a51-3d2f7e9b1c40';
const refundId = '0b7d3e52-1a4c-4f8e-9c26-5e8a1d4b7f93';
const subscriptionId = '2c9e4b71-5d3a-4e8f-b1c6-7a0d9e3f5b28';

/** A billing event as the billing service's outbox would publish it, to `email` in `language`. */
function billingEvent<T extends TBillingMailEventType>(
  type: T,
  language: string,
  email: string,
  payload: Omit<TEventPayloadInit<T>, 'userId' | 'email' | 'language'>,
  time = new Date('2026-11-22T09:00:00Z'),
): TEnvelope<T> {
  const full = { userId: `user-${email}`, email, language, ...payload } as TEventPayloadInit<T>;
  return createEvent(type, full, { source: 'billing', key: `user-${email}`, time });
}

type TCase = {
  type: TBillingMailEventType;
  payload: Record<string, unknown>;
  subject: Record<TMailLanguage, string>;
  /** What the plain-text part must say, per language (dates, money, reasons, links). */
  facts: Record<TMailLanguage, string[]>;
};

const product = { subscriptionId, productId: 12, productName: 'English Premier League', sportType: 1 };
const cases: TCase[] = [
  {
    type: 'billing.trial-started.v1',
    payload: {
      sportType: 1,
      startsAt: '2026-11-10T09:00:00Z',
      endsAt: '2026-11-25T09:00:00Z',
      dailyCallLimit: 200,
      delayMinutes: 2,
    },
    subject: {
      en: 'Your free football data trial has started',
      vi: 'Bản dùng thử miễn phí dữ liệu bóng đá của bạn đã bắt đầu',
    },
    facts: {
      en: [
        '15-day free trial',
        'until 25 November 2026',
        'every football league',
        '200 calls per day',
        'delayed by 2 minutes',
      ],
      vi: ['15 ngày', 'đến ngày 25 tháng 11, 2026', 'mọi giải đấu bóng đá', '200 lượt gọi mỗi ngày', 'trễ 2 phút'],
    },
  },
  {
    type: 'billing.trial-ending.v1',
    payload: { sportType: 2, endsAt: '2026-11-25T09:00:00Z' },
    subject: {
      en: 'Your free basketball trial ends in 3 days',
      vi: 'Bản dùng thử miễn phí bóng rổ của bạn sẽ kết thúc sau 3 ngày',
    },
    facts: {
      en: ['ends on 25 November 2026', `${publicWebUrl}/products/basketball`],
      vi: ['vào ngày 25 tháng 11, 2026', `${publicWebUrl}/products/basketball`],
    },
  },
  {
    type: 'billing.trial-ended.v1',
    payload: { sportType: 3, endedAt: '2026-11-25T09:00:00Z' },
    subject: {
      en: 'Your free esports trial has ended',
      vi: 'Bản dùng thử miễn phí thể thao điện tử của bạn đã kết thúc',
    },
    facts: {
      en: ['ended on 25 November 2026', `${publicWebUrl}/products/esports`],
      vi: ['vào ngày 25 tháng 11, 2026', `${publicWebUrl}/products/esports`],
    },
  },
  {
    type: 'billing.subscription-activated.v1',
    payload: {
      ...product,
      planId: 3,
      period: 2,
      currentPeriodEnd: '2027-11-22T09:00:00Z',
      transactionId,
      isAutoRenewing: true,
    },
    subject: {
      en: 'Your English Premier League subscription is active',
      vi: 'Gói đăng ký English Premier League của bạn đã được kích hoạt',
    },
    facts: {
      en: ['paid until 22 November 2027', 'Plan: Yearly', `${publicWebUrl}/user/plans`],
      vi: ['đến ngày 22 tháng 11, 2027', 'Gói: Theo năm', `${publicWebUrl}/user/plans`],
    },
  },
  {
    type: 'billing.subscription-renewed.v1',
    payload: {
      ...product,
      planId: 1,
      period: 1,
      currentPeriodEnd: '2026-12-22T09:00:00Z',
      transactionId,
      isAutoRenewing: true,
    },
    subject: {
      en: 'Your English Premier League subscription has been renewed',
      vi: 'Gói đăng ký English Premier League của bạn đã được gia hạn',
    },
    facts: {
      en: ['now paid until 22 December 2026', `${publicWebUrl}/user/plans`],
      vi: ['đến ngày 22 tháng 12, 2026', `${publicWebUrl}/user/plans`],
    },
  },
  {
    type: 'billing.subscription-expiring.v1',
    payload: { ...product, currentPeriodEnd: '2026-11-25T09:00:00Z' },
    subject: {
      en: 'Your English Premier League subscription ends on 25 November 2026',
      vi: 'Gói đăng ký English Premier League của bạn sẽ kết thúc vào ngày 25 tháng 11, 2026',
    },
    facts: {
      en: ['will not renew', 'Restore your subscription', `${publicWebUrl}/user/plans`],
      vi: ['sẽ không được gia hạn', 'Khôi phục gói đăng ký', `${publicWebUrl}/user/plans`],
    },
  },
  {
    type: 'billing.subscription-expired.v1',
    payload: { ...product, reason: 'payment-failed', expiredAt: '2026-11-22T09:00:00Z' },
    subject: {
      en: 'Your English Premier League subscription has ended',
      vi: 'Gói đăng ký English Premier League của bạn đã kết thúc',
    },
    facts: {
      en: ['ended on 22 November 2026', 'could not take the renewal payment', 'Resubscribe'],
      vi: ['vào ngày 22 tháng 11, 2026', 'không thể thu khoản thanh toán gia hạn', 'Đăng ký lại'],
    },
  },
  {
    type: 'billing.payment-succeeded.v1',
    payload: { transactionId, amount: 129_900, currency: 1, description: 'English Premier League, yearly' },
    subject: { en: 'Your Matchwire receipt: $1,299.00', vi: `Biên lai thanh toán Matchwire của bạn: 1.299,00${nbsp}$` },
    facts: {
      en: [
        'Description: English Premier League, yearly',
        `Transaction ID: ${transactionId}`,
        `${publicWebUrl}/user/payment`,
      ],
      vi: [
        'Nội dung: English Premier League, yearly',
        `Mã giao dịch: ${transactionId}`,
        `${publicWebUrl}/user/payment`,
      ],
    },
  },
  {
    type: 'billing.payment-failed.v1',
    payload: {
      transactionId,
      amount: 19_950,
      currency: 2,
      description: 'NBA, monthly',
      reason: 'Your card was declined.',
      nextAttemptAt: '2026-11-25T09:00:00Z',
    },
    subject: {
      en: 'Action needed: your Matchwire payment of HK$199.50 failed',
      vi: `Cần xử lý: khoản thanh toán 199,50${nbsp}HK$ cho Matchwire không thành công`,
    },
    facts: {
      en: [
        'Reason: Your card was declined.',
        'try again automatically on 25 November 2026',
        `${publicWebUrl}/user/payment`,
      ],
      vi: ['Lý do: Your card was declined.', 'thử lại vào ngày 25 tháng 11, 2026', `${publicWebUrl}/user/payment`],
    },
  },
  {
    type: 'billing.refund-issued.v1',
    payload: { transactionId, refundId, amount: 4_900, currency: 3, isFullRefund: false },
    subject: { en: 'Your Matchwire refund of €49.00', vi: `Matchwire đã hoàn tiền cho bạn: 49,00${nbsp}€` },
    facts: {
      en: ['Refund: Partial', `Refund ID: ${refundId}`, `Transaction ID: ${transactionId}`],
      vi: ['Hình thức hoàn: Một phần', `Mã hoàn tiền: ${refundId}`, `Mã giao dịch: ${transactionId}`],
    },
  },
];

const languages: TMailLanguage[] = ['en', 'vi'];
const addressOf = (type: string, language: string) => `${type.split('.')[1]}-${language}@example.com`;
const eventsOf = (language: TMailLanguage) =>
  cases.map((testCase) => billingEvent(testCase.type, language, addressOf(testCase.type, language), testCase.payload));
const sent = { en: eventsOf('en'), vi: eventsOf('vi') };

/** Publishes the events plus a sentinel and waits for the sentinel's mail: all before it were consumed. */
async function publishAndSettle(...events: TEnvelope[]): Promise<void> {
  const address = `sentinel-${crypto.randomUUID()}@example.com`;
  const sentinel = billingEvent('billing.trial-ended.v1', 'en', address, {
    sportType: 1,
    endedAt: '2026-11-25T09:00:00Z',
  });
  await publish(under.bus, ...events, sentinel);
  await oneMailTo(captured, address);
}

describe('billing events', () => {
  beforeAll(async () => {
    await publish(under.bus, ...sent.en, ...sent.vi);
  });

  describe.each(languages)('in %s', (language) => {
    it.each(cases.map((testCase, index) => [testCase.type, testCase, index] as const))(
      '%s sends one mail with its subject and key facts',
      async (_type, testCase, index) => {
        const address = addressOf(testCase.type, language);
        const { parsed } = await oneMailTo(captured, address);
        expect(parsed.subject).toBe(testCase.subject[language]);
        expect(parsed.html).toContain(`<html lang="${language}">`);
        for (const fact of testCase.facts[language]) {
          expect(parsed.text).toContain(fact);
          // `Label: value` rows are a table in HTML.
          if (!/^[^:]+: /.test(fact)) expect(parsed.html).toContain(fact);
        }
        const event = sent[language][index]!;
        await expect.poll(async () => (await rowsOf(event.id))[0]?.status).toBe('sent');
        expect(await rowsOf(event.id)).toEqual([
          { event_type: testCase.type, recipient: address, language, status: 'sent' },
        ]);
      },
    );
  });

  it('sends nothing again when the events are delivered again', async () => {
    const addresses = languages.flatMap((language) => cases.map((testCase) => addressOf(testCase.type, language)));
    for (const address of addresses) {
      await oneMailTo(captured, address);
    }
    await publishAndSettle(...sent.en, ...sent.vi);
    for (const address of addresses) expect(mailsTo(captured, address)).toHaveLength(1);
    for (const event of [...sent.en, ...sent.vi]) expect(await rowsOf(event.id)).toHaveLength(1);
  });

  it('writes in English when the language is one it does not write', async () => {
    const event = billingEvent('billing.trial-ended.v1', 'fr', 'jean@example.fr', {
      sportType: 2,
      endedAt: '2026-11-25T09:00:00Z',
    });
    await publishAndSettle(event);
    expect(mailsTo(captured, 'jean@example.fr').map((mail) => mail.parsed.subject)).toEqual([
      'Your free basketball trial has ended',
    ]);
  });

  it('tells a failed payment that will not be retried to update the card and try again', async () => {
    const event = billingEvent('billing.payment-failed.v1', 'vi', 'no-retry@example.vn', {
      transactionId,
      amount: 9_900,
      currency: 4,
      description: '',
      reason: 'Your card has insufficient funds.',
      nextAttemptAt: '',
    });
    await publishAndSettle(event);
    const [mail] = mailsTo(captured, 'no-retry@example.vn');
    expect(mail!.parsed.subject).toBe(`Cần xử lý: khoản thanh toán 99,00${nbsp}¥ cho Matchwire không thành công`);
    expect(mail!.parsed.text).toContain('sẽ không tự động thử lại');
    expect(mail!.parsed.text).toContain('Lần thử tiếp theo: Không có');
  });

  it('drops an event whose payload breaks its contract, and keeps consuming', async () => {
    const event = billingEvent('billing.trial-started.v1', 'en', 'broken@example.com', {
      sportType: 7,
      startsAt: 'yesterday',
      endsAt: '2026-11-25T09:00:00Z',
      dailyCallLimit: 200,
      delayMinutes: 2,
    });
    await publishAndSettle(event);
    expect(await rowsOf(event.id)).toEqual([]);
    expect(mailsTo(captured, 'broken@example.com')).toHaveLength(0);
  });
});
