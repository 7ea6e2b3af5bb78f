/**
 * Billing follows the account's e-mail changes (docs/contracts/billing.md#events-consumed): on
 * `account.email-changed.v1` (consumer group `billing-account-changes`) the customer's address is the
 * new one, so the scheduler's next mail goes there; a redelivered event changes nothing, and a user
 * billing does not know yet is not made a customer.
 */
import { createEvent } from '@matchwire/proto';
import { describe, expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';

const file = useBillingTestFile({ start: '2026-03-02T09:00:00Z', capturedTopics: ['billing.trial-ending.v1'] });

const emailChanged = (userId: string, email: string) =>
  createEvent('account.email-changed.v1', { userId, email, language: 'en' }, { source: 'account', key: userId });

async function customerOf(userId: string) {
  const { rows } = await file.query('select email, language from billing.customers where user_id = $1', [userId]);
  return rows[0];
}

const inboxCount = async (eventId: string) =>
  (
    await file.query(
      `select count(*)::int as n from billing.inbox where consumer = 'billing-account-changes' and event_id = $1`,
      [eventId],
    )
  ).rows[0]!.n;

describe('a confirmed new e-mail address', () => {
  const changed = emailChanged('u-moved', 'moved@new.example.org');

  it('sets up: a customer known by the address the gateway vouched for, in Vietnamese', async () => {
    await file.catalogue().setSystemConfig('freeTrialDays', '10');
    const started = await file.post('/api/trial/start', { sportType: 1, lang: 'vi' }, asUser('u-moved'));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await customerOf('u-moved')).toEqual({ email: 'u-moved@example.com', language: 'vi' });
  });

  it('becomes the customer’s address once the account event arrives; the language stays', async () => {
    await file.deliver(changed);
    await expect
      .poll(() => customerOf('u-moved'), { timeout: 5000 })
      .toEqual({
        email: 'moved@new.example.org',
        language: 'vi',
      });
    await expect.poll(() => inboxCount(changed.id), { timeout: 5000 }).toBe(1);
  });

  it('is where the scheduler’s next mail goes', async () => {
    file.setNow('2026-03-09T10:00:00Z');
    expect(await file.service().scheduler.runOnce()).toMatchObject({ 'notice-ending-trials': 1 });
    await file.waitForPublished('billing.trial-ending.v1', 1);
    expect(file.published().find((event) => event.type === 'billing.trial-ending.v1')?.payload).toMatchObject({
      userId: 'u-moved',
      email: 'moved@new.example.org',
      language: 'vi',
    });
  });

  it('changes nothing when the same event is delivered again', async () => {
    // Staff's later correction must survive a redelivery of the old event.
    await file.query(`update billing.customers set email = 'corrected@example.org' where user_id = 'u-moved'`);
    const later = emailChanged('u-later', 'later@example.org');
    await file.deliver(changed, later);
    await expect.poll(() => inboxCount(later.id), { timeout: 5000 }).toBe(1);
    expect(await inboxCount(changed.id)).toBe(1);
    expect((await customerOf('u-moved'))!.email).toBe('corrected@example.org');
  });

  it('makes nobody a customer: a user billing does not know is left to their first trial or order', async () => {
    expect(await customerOf('u-later')).toBeUndefined();
  });
});
