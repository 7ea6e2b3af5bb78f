import { describe, expect, it } from 'vitest';
import { formatMailDate, mailLanguages } from '../src/templates/language.ts';
import { renderTemplate } from '../src/templates/layout.ts';
import type { TMailTemplate } from '../src/templates/mail-content.ts';
import { formatMoney } from '../src/templates/money.ts';
import { paymentFailedMail } from '../src/templates/payment-failed.ts';
import { paymentReceiptMail } from '../src/templates/payment-receipt.ts';
import { refundIssuedMail } from '../src/templates/refund-issued.ts';
import { subscriptionActivatedMail } from '../src/templates/subscription-activated.ts';
import { subscriptionExpiredMail } from '../src/templates/subscription-expired.ts';
import { subscriptionExpiringMail } from '../src/templates/subscription-expiring.ts';
import { subscriptionRenewedMail } from '../src/templates/subscription-renewed.ts';
import { trialEndedMail } from '../src/templates/trial-ended.ts';
import { trialEndingMail } from '../src/templates/trial-ending.ts';
import { trialStartedMail } from '../src/templates/trial-started.ts';

const nbsp = '\u00a0';
const link = 'https://www.matchwire.test/user/page?x=1&y=2';

describe('money', () => {
  it.each([
    [{ amount: 129_900, currency: 1 }, '$1,299.00', `1.299,00${nbsp}$`],
    [{ amount: 19_950, currency: 2 }, 'HK$199.50', `199,50${nbsp}HK$`],
    [{ amount: 4_900, currency: 3 }, '€49.00', `49,00${nbsp}€`],
    [{ amount: 9_905, currency: 4 }, '¥99.05', `99,05${nbsp}¥`],
    [{ amount: 0, currency: 1 }, '$0.00', `0,00${nbsp}$`],
    [{ amount: 5, currency: 1 }, '$0.05', `0,05${nbsp}$`],
  ])('%j is %s in English and %s in Vietnamese', (money, en, vi) => {
    expect(formatMoney(money, 'en')).toBe(en);
    expect(formatMoney(money, 'vi')).toBe(vi);
  });

  it('refuses a currency it does not know rather than guess a symbol', () => {
    expect(() => formatMoney({ amount: 100, currency: 9 }, 'en')).toThrow(/currency 9/);
  });
});

describe('dates', () => {
  it('writes the UTC day in each language', () => {
    expect(formatMailDate(new Date('2026-11-25T09:00:00Z'), 'en')).toBe('25 November 2026');
    expect(formatMailDate(new Date('2026-11-25T09:00:00Z'), 'vi')).toBe('25 tháng 11, 2026');
    expect(formatMailDate(new Date('2026-03-05T00:00:00Z'), 'vi')).toBe('5 tháng 3, 2026');
  });

  it('takes the day in UTC, not in the server time zone', () => {
    const lateEvening = new Date('2026-11-24T23:30:00-05:00');
    expect(formatMailDate(lateEvening, 'en')).toBe('25 November 2026');
    expect(formatMailDate(new Date('2026-12-31T23:59:59Z'), 'vi')).toBe('31 tháng 12, 2026');
  });
});

const cases: Array<[string, TMailTemplate<never>, Record<string, unknown>]> = [
  [
    'trial started',
    trialStartedMail as TMailTemplate<never>,
    {
      sportType: 1,
      days: 15,
      endsOn: 'd',
      dailyCallLimit: 200,
      delayMinutes: 2,
      apiKeyUrl: link,
      docsUrl: `${link}#docs`,
    },
  ],
  [
    'trial ending',
    trialEndingMail as TMailTemplate<never>,
    { sportType: 2, daysLeft: 3, endsOn: 'd', productsUrl: link },
  ],
  ['trial ended', trialEndedMail as TMailTemplate<never>, { sportType: 3, endedOn: 'd', productsUrl: link }],
  [
    'subscription activated',
    subscriptionActivatedMail as TMailTemplate<never>,
    { productName: 'NBA', period: 4, paidUntil: 'd', isAutoRenewing: false, plansUrl: link, docsUrl: `${link}#docs` },
  ],
  [
    'subscription renewed',
    subscriptionRenewedMail as TMailTemplate<never>,
    { productName: 'NBA', period: 3, paidUntil: 'd', plansUrl: link },
  ],
  [
    'subscription expiring',
    subscriptionExpiringMail as TMailTemplate<never>,
    { productName: 'NBA', endsOn: 'd', plansUrl: link },
  ],
  [
    'subscription expired',
    subscriptionExpiredMail as TMailTemplate<never>,
    { productName: 'NBA', reason: 'staff-cancelled', expiredOn: 'd', plansUrl: link },
  ],
  [
    'payment receipt',
    paymentReceiptMail as TMailTemplate<never>,
    { amount: '$1.00', description: 'NBA <monthly>', transactionId: 't-1', paidOn: 'd', paymentUrl: link },
  ],
  [
    'payment failed',
    paymentFailedMail as TMailTemplate<never>,
    {
      amount: '$1.00',
      description: '',
      reason: 'Declined',
      transactionId: 't-1',
      retryOn: undefined,
      paymentUrl: link,
    },
  ],
  [
    'refund issued',
    refundIssuedMail as TMailTemplate<never>,
    { amount: '$1.00', isFullRefund: true, transactionId: 't-1', refundId: 'r-1', paymentUrl: link },
  ],
];

describe.each(cases)('%s mail', (_name, template, input) => {
  it.each(mailLanguages)('in %s has the button link in both parts and e-mail-safe HTML', (language) => {
    const mail = renderTemplate(template, input as never, language);
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).not.toMatch(/<style|class="|undefined/);
    expect(mail.text).not.toContain('undefined');
  });
});

describe('details rows', () => {
  it('are a table in HTML, escaped, and label: value lines in text', () => {
    const input = {
      amount: '$1.00',
      description: 'NBA <monthly>',
      transactionId: 't-1',
      paidOn: 'd',
      paymentUrl: link,
    };
    const mail = renderTemplate(paymentReceiptMail, input, 'en');
    expect(mail.text).toContain('Amount paid: $1.00\nDescription: NBA <monthly>\nDate: d\nTransaction ID: t-1');
    expect(mail.html).toContain('NBA &lt;monthly&gt;');
    expect(mail.html).not.toContain('<monthly>');
  });

  it('leave out an empty description', () => {
    const input = { amount: '$1.00', description: '', transactionId: 't-1', paidOn: 'd', paymentUrl: link };
    expect(renderTemplate(paymentReceiptMail, input, 'vi').text).not.toContain('Nội dung');
  });
});

describe('wording that depends on the event', () => {
  it('says a one-time plan does not renew, a card subscription renews, and one paid by wallet ends', () => {
    const base = { productName: 'NBA', paidUntil: 'd', plansUrl: link, docsUrl: link };
    const oneTime = { ...base, period: 4, isAutoRenewing: false } as const;
    const byCard = { ...base, period: 2, isAutoRenewing: true } as const;
    const byWallet = { ...base, period: 2, isAutoRenewing: false } as const;
    expect(renderTemplate(subscriptionActivatedMail, oneTime, 'en').text).toContain('one-time plan: it does not renew');
    expect(renderTemplate(subscriptionActivatedMail, oneTime, 'vi').text).toContain('gói mua một lần');
    expect(renderTemplate(subscriptionActivatedMail, byCard, 'en').text).toContain('renews automatically');
    const wallet = renderTemplate(subscriptionActivatedMail, byWallet, 'en').text;
    expect(wallet).toContain('Paid by wallet, it does not renew by itself');
    expect(wallet).not.toContain('renews automatically');
    expect(renderTemplate(subscriptionActivatedMail, byWallet, 'vi').text).toContain(
      'Gói thanh toán bằng ví sẽ không tự động gia hạn',
    );
  });

  it.each([
    ['unsubscribed', 'You unsubscribed', 'Bạn đã hủy đăng ký'],
    ['paid-period-ended', 'paid by wallet for one period', 'thanh toán bằng ví cho một kỳ'],
    ['payment-failed', 'could not take the renewal payment', 'không thể thu khoản thanh toán gia hạn'],
    ['one-time-ended', 'one-time plan', 'gói mua một lần'],
    ['staff-cancelled', 'cancelled by the Matchwire team', 'đội ngũ Matchwire hủy'],
  ] as const)('explains an expiry because %s', (reason, en, vi) => {
    const input = { productName: 'NBA', reason, expiredOn: 'd', plansUrl: link };
    expect(renderTemplate(subscriptionExpiredMail, input, 'en').text).toContain(en);
    expect(renderTemplate(subscriptionExpiredMail, input, 'vi').text).toContain(vi);
  });

  it('tells a full refund from a partial one', () => {
    const base = { amount: '$1.00', transactionId: 't', refundId: 'r', paymentUrl: link };
    expect(renderTemplate(refundIssuedMail, { ...base, isFullRefund: true }, 'en').text).toContain('in full');
    expect(renderTemplate(refundIssuedMail, { ...base, isFullRefund: false }, 'en').text).toContain('Refund: Partial');
    expect(renderTemplate(refundIssuedMail, { ...base, isFullRefund: false }, 'vi').text).toContain(
      'Hình thức hoàn: Một phần',
    );
  });

  it('writes one day, and real-time data, without a plural', () => {
    const ending = renderTemplate(trialEndingMail, { sportType: 1, daysLeft: 1, endsOn: 'd', productsUrl: link }, 'en');
    expect(ending.subject).toBe('Your free football trial ends in 1 day');
    const started = renderTemplate(
      trialStartedMail,
      { sportType: 1, days: 15, endsOn: 'd', dailyCallLimit: 200, delayMinutes: 0, apiKeyUrl: link, docsUrl: link },
      'en',
    );
    expect(started.text).toContain('with real-time data');
  });
});
