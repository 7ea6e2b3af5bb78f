/**
 * The data API's `data.trial-quota-reached.v1` in, one mail out over a REAL SMTP server on
 * loopback, through the service as server.ts builds it on its own PostgreSQL database.
 */
import { createEvent, type TEnvelope } from '@matchwire/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailLanguages, type TMailLanguage } from '../src/templates/language.ts';
import { renderTemplate } from '../src/templates/layout.ts';
import { trialQuotaReachedMail } from '../src/templates/trial-quota-reached.ts';
import { publicWebUrl, publish } from './support/notification-under-test.ts';
import { useNotificationOverSmtp } from './support/notification-over-smtp.ts';
import { mailsTo, oneMailTo } from './support/smtp-capture.ts';

const { under, captured, messageRowsOf: rowsOf } = useNotificationOverSmtp();

/** The payload's facts besides the customer (plain numbers: a broken one must be sendable too). */
type TQuota = {
  sportType: number;
  percent: number;
  day: string;
  dailyCallLimit: number;
  used: number;
  resetsAt: string;
};

/** The event as the data API's outbox would publish it, to `email` in `language`. */
function quotaReached(language: string, email: string, quota: TQuota): TEnvelope<'data.trial-quota-reached.v1'> {
  const payload = { userId: `user-${email}`, email, language, ...quota };
  return createEvent('data.trial-quota-reached.v1', payload, { source: 'data-api', key: payload.userId });
}

const day = '2026-11-25';
const resetsAt = '2026-11-26T00:00:00.000Z';
const football80 = { sportType: 1, percent: 80, day, dailyCallLimit: 200, used: 160, resetsAt } as const;
const esports100 = { sportType: 3, percent: 100, day, dailyCallLimit: 200, used: 200, resetsAt } as const;

const cases: Array<{
  language: TMailLanguage;
  email: string;
  quota: TQuota;
  subject: string;
  facts: string[];
  absent: string[];
}> = [
  {
    language: 'en',
    email: 'quota-80-en@example.com',
    quota: football80,
    subject: "You have used 80% of today's football trial calls",
    facts: [
      'You have made 160 of the 200 calls a day',
      'The count starts again at 26 November 2026 at 00:00 (UTC)',
      'Calls today: 160 of 200',
      `${publicWebUrl}/products/football`,
      `${publicWebUrl}/user/usage`,
    ],
    absent: ['Further football calls are refused until'],
  },
  {
    language: 'en',
    email: 'quota-100-en@example.com',
    quota: esports100,
    subject: "You have used 100% of today's esports trial calls",
    facts: [
      "You have used all of today's trial calls",
      'You have made 200 of the 200 calls a day',
      'Further esports calls are refused until the count starts again at 26 November 2026 at 00:00 (UTC)',
      `${publicWebUrl}/products/esports`,
      `${publicWebUrl}/user/usage`,
    ],
    absent: [],
  },
  {
    language: 'vi',
    email: 'quota-90-vi@example.vn',
    quota: { ...football80, sportType: 2, percent: 90, used: 180 },
    subject: 'Bạn đã dùng 90% lượt gọi dùng thử bóng rổ hôm nay',
    facts: [
      'Bạn đã thực hiện 180 trên tổng số 200 lượt gọi',
      '00:00 ngày 26/11/2026 (giờ UTC)',
      'Lượt gọi hôm nay: 180/200',
      `${publicWebUrl}/products/basketball`,
      `${publicWebUrl}/user/usage`,
    ],
    absent: ['sẽ bị từ chối cho đến khi'],
  },
  {
    language: 'vi',
    email: 'quota-100-vi@example.vn',
    quota: { ...esports100, sportType: 1 },
    subject: 'Bạn đã dùng 100% lượt gọi dùng thử bóng đá hôm nay',
    facts: ['Bạn đã dùng hết lượt gọi dùng thử hôm nay', 'Các lượt gọi bóng đá tiếp theo sẽ bị từ chối'],
    absent: [],
  },
];
const events = cases.map(({ language, email, quota }) => quotaReached(language, email, quota));

describe('a trial quota reached', () => {
  beforeAll(async () => {
    await publish(under.bus, ...events);
  });

  it.each(cases.map((testCase, index) => [testCase.email, testCase, index] as const))(
    'mails %s once, in its language, with the calls used, the reset and the links',
    async (_email, testCase, index) => {
      const { parsed } = await oneMailTo(captured, testCase.email);
      expect(parsed.subject).toBe(testCase.subject);
      expect(parsed.html).toContain(`<html lang="${testCase.language}">`);
      for (const fact of testCase.facts) {
        expect(parsed.text).toContain(fact);
        // `Label: value` rows are a table in HTML.
        if (!/^[^:]+: /.test(fact)) expect(parsed.html).toContain(fact.replaceAll("'", '&#39;'));
      }
      for (const fact of testCase.absent) expect(parsed.text).not.toContain(fact);
      const event = events[index]!;
      await expect.poll(async () => (await rowsOf(event.id))[0]?.status).toBe('sent');
      expect(await rowsOf(event.id)).toEqual([
        {
          event_type: 'data.trial-quota-reached.v1',
          recipient: testCase.email,
          language: testCase.language,
          status: 'sent',
        },
      ]);
    },
  );

  it('sends nothing again when the events are delivered again, and a later threshold is a mail of its own', async () => {
    for (const { email } of cases) await oneMailTo(captured, email);
    const next = quotaReached('en', cases[0]!.email, { ...football80, percent: 90, used: 180 });
    await publish(under.bus, ...events, next);
    await expect.poll(() => mailsTo(captured, cases[0]!.email).length, { timeout: 10_000 }).toBe(2);
    expect(mailsTo(captured, cases[0]!.email)[1]!.parsed.subject).toBe(
      "You have used 90% of today's football trial calls",
    );
    for (const { email } of cases.slice(1)) expect(mailsTo(captured, email)).toHaveLength(1);
    for (const event of events) expect(await rowsOf(event.id)).toHaveLength(1);
  });

  it('drops an event whose payload breaks its contract, and keeps consuming', async () => {
    const broken = quotaReached('en', 'quota-broken@example.com', { ...football80, percent: 75 });
    const after = quotaReached('fr', 'quota-after@example.fr', football80);
    await publish(under.bus, broken, after);
    const { parsed } = await oneMailTo(captured, 'quota-after@example.fr');
    expect(parsed.subject).toBe("You have used 80% of today's football trial calls");
    expect(await rowsOf(broken.id)).toEqual([]);
    expect(mailsTo(captured, 'quota-broken@example.com')).toHaveLength(0);
  });
});

describe('the trial quota mail', () => {
  const link = 'https://www.matchwire.test/products/football?x=1&y=2';
  const input = { ...football80, resetsAt: 'r', productsUrl: link, usageUrl: `${link}#usage` };

  it.each(mailLanguages)('in %s has both links in both parts and e-mail-safe HTML', (language) => {
    const mail = renderTemplate(trialQuotaReachedMail, input, language);
    for (const url of [link, `${link}#usage`]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
    }
    expect(mail.html).not.toMatch(/<style|class="|undefined/);
    expect(mail.text).not.toContain('undefined');
  });
});
