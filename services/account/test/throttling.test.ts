/**
 * Throttling that cannot be raced or turned against the victim: atomic counters, IPv6 keyed by
 * its /64, sign-in lockout per account and source with a slower account-wide back-off, and
 * per-source budgets for sign-up, password reset and activation resend. Real PostgreSQL.
 */
import type { LightMyRequestResponse as TInjectResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useAccountUnderTest, signUp } from './support/account-under-test.ts';

const under = useAccountUnderTest();

/** A call from a browser at `ip`, forwarded by the gateway (a trusted loopback proxy). */
function post(url: string, payload: Record<string, string>, ip: string) {
  return under.service.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
}

function logIn(account: string, password: string, ip: string) {
  return post('/api/auth/login', { account, password }, ip);
}

function expectThrottled(response: TInjectResponse, maxWaitSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json().resultCode).toBe(10006);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
}

const fifteenMinutes = 15 * 60;

describe('sign-in throttling', () => {
  it('counts 20 parallel wrong guesses exactly: only 5 get a password check', async () => {
    await signUp(under.service, 'rita@example.com', 'Rita1234');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => logIn('rita@example.com', `Wrong${index}xx`, '198.19.1.1')),
    );
    const codes = answers.map((answer) => answer.json().resultCode);
    expect(codes.filter((code) => code === 11015)).toHaveLength(5);
    expect(codes.filter((code) => code === 10006)).toHaveLength(15);
    for (const answer of answers.filter((each) => each.statusCode === 429)) {
      expectThrottled(answer, fifteenMinutes);
      expect(answer.json().resultInfo).toBe('Too many failed attempts, please try again in 15 minutes');
    }
    // Locked from that source even with the right password.
    expectThrottled(await logIn('rita@example.com', 'Rita1234', '198.19.1.1'), fifteenMinutes);
  });

  it('keys IPv6 callers by their /64, so rotating addresses inside it does not help', async () => {
    await signUp(under.service, 'ivan@example.com', 'Ivan1234');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await logIn('ivan@example.com', 'Wrong123', `2001:db8:7:7::${attempt.toString(16)}`);
      expect(answer.json().resultCode).toBe(11015);
    }
    expectThrottled(await logIn('ivan@example.com', 'Ivan1234', '2001:db8:7:7:ffff:1:2:3'), fifteenMinutes);
    expectThrottled(await logIn('ivan@example.com', 'Ivan1234', '2001:0db8:0007:0007::abcd'), fifteenMinutes);
    // Another /64 is another source.
    expect((await logIn('ivan@example.com', 'Ivan1234', '2001:db8:7:8::1')).statusCode).toBe(200);

    // The per-source budget across accounts also holds the whole /64.
    for (let attempt = 1; attempt <= 30; attempt++) {
      const answer = await logIn(`nobody${attempt}@example.com`, 'Wrong123', `2001:db8:9:9:${attempt.toString(16)}::1`);
      expect(answer.json().resultCode).toBe(11011);
    }
    expectThrottled(await logIn('ivan@example.com', 'Ivan1234', '2001:db8:9:9:abc::1'), fifteenMinutes);
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    await signUp(under.service, 'maple@example.com', 'Maple123');
    for (let attempt = 1; attempt <= 5; attempt++) await logIn('maple@example.com', 'Wrong123', '198.19.2.2');
    expectThrottled(await logIn('maple@example.com', 'Maple123', '::ffff:198.19.2.2'), fifteenMinutes);
    expectThrottled(await logIn('maple@example.com', 'Maple123', '::ffff:c613:202'), fifteenMinutes);
  });

  it("does not let an attacker's failures lock the owner out from another source", async () => {
    await signUp(under.service, 'olive@example.com', 'Olive123');
    for (let attempt = 1; attempt <= 8; attempt++) await logIn('olive@example.com', 'Wrong123', '203.0.113.9');
    expectThrottled(await logIn('olive@example.com', 'Olive123', '203.0.113.9'), fifteenMinutes);
    expect((await logIn('olive@example.com', 'Olive123', '198.19.3.3')).statusCode).toBe(200);
    // A success forgives that source's earlier failures only.
    for (let attempt = 1; attempt <= 4; attempt++) await logIn('olive@example.com', 'Wrong123', '198.19.3.3');
    expect((await logIn('olive@example.com', 'Olive123', '198.19.3.3')).statusCode).toBe(200);
    expectThrottled(await logIn('olive@example.com', 'Olive123', '203.0.113.9'), fifteenMinutes);
  });

  it('slows guesses spread over many sources with a short account-wide back-off, not a lockout', async () => {
    await signUp(under.service, 'wendy@example.com', 'Wendy123');
    // The owner signs in from home once: that source is known.
    expect((await logIn('wendy@example.com', 'Wendy123', '198.19.4.4')).statusCode).toBe(200);
    // A botnet: 10 failures from 10 sources (under each source's limit).
    for (let bot = 1; bot <= 10; bot++) {
      expect((await logIn('wendy@example.com', 'Wrong123', `192.0.2.${bot}`)).json().resultCode).toBe(11015);
    }
    // The next guess from anywhere new gets a password check, then the account waits a little.
    expect((await logIn('wendy@example.com', 'Wrong123', '192.0.2.50')).json().resultCode).toBe(11015);
    const slowed = await logIn('wendy@example.com', 'Wendy123', '192.0.2.51');
    expectThrottled(slowed, 60);
    expect(slowed.json().resultInfo).toMatch(/^Too many failed attempts, please try again in \d+ seconds?$/);
    // The owner's own source is not slowed by others' failures.
    expect((await logIn('wendy@example.com', 'Wendy123', '198.19.4.4')).statusCode).toBe(200);
    // Once the short wait is over, a new source gets its check.
    await under.service.deps.db.$client.query(
      `update account.throttle_counters set blocked_until = now() - interval '1 second' where blocked_until is not null`,
    );
    expect((await logIn('wendy@example.com', 'Wendy123', '192.0.2.51')).statusCode).toBe(200);
  });
});

describe('per-source budgets of sign-up and mails', () => {
  it('throttles registration per source (30 an hour)', async () => {
    for (let index = 1; index <= 30; index++) {
      const answer = await post(
        '/api/auth/register',
        { email: `bulk${index}@example.com`, password: 'Bulk1234' },
        '198.19.5.5',
      );
      expect(answer.json().resultCode).toBe(0);
    }
    const refused = await post(
      '/api/auth/register',
      { email: 'bulk31@example.com', password: 'Bulk1234' },
      '198.19.5.5',
    );
    expectThrottled(refused, 60 * 60);
    expect(refused.json().resultInfo).toBe('Too many requests, please try again later');
    const other = await post('/api/auth/register', { email: 'bulk31@example.com', password: 'Bulk1234' }, '198.19.5.6');
    expect(other.json().resultCode).toBe(0);
  });

  // `sourceOf(n)`: the address of the n-th request; the 11th comes from `sameSource`, then one from `otherSource`.
  it.each([
    {
      what: 'password-reset requests per source (10 in 15 minutes), IPv6 by /64',
      url: '/api/setting/resendPasswordEmail',
      sourceOf: (index: number) => `2001:db8:5::${index}`,
      sameSource: '2001:db8:5::ff',
      otherSource: '2001:db8:6::1',
    },
    {
      what: 'activation resends per source (10 in 15 minutes)',
      url: '/api/auth/resendActivation',
      sourceOf: () => '198.19.6.6',
      sameSource: '198.19.6.6',
      otherSource: '198.19.6.7',
    },
  ])('throttles $what', async ({ url, sourceOf, sameSource, otherSource }) => {
    for (let index = 1; index <= 10; index++) {
      const answer = await post(url, { email: `who${index}@example.com` }, sourceOf(index));
      expect(answer.json().resultCode).toBe(11011);
    }
    expectThrottled(await post(url, { email: 'who11@example.com' }, sameSource), fifteenMinutes);
    const other = await post(url, { email: 'who11@example.com' }, otherSource);
    expect(other.json().resultCode).toBe(11011);
  });
});
