/**
 * The back office's changes (docs/contracts/billing.md#back-office): a user's trial (end, limits)
 * and ending a subscription now; each audited in staff_actions, with its events; caller
 * `backoffice` only.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asBillingCaller, asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { historyOf, insertSubscription } from './support/subscription-rows.ts';

const file = useBillingTestFile({ start: '2026-06-01T00:00:00Z' });
const staff = { staffId: 'staff-7', reason: 'Customer asked support for more time' };

const changeTrial = (
  userId: string,
  sportType: number,
  body: Record<string, unknown>,
  headers = asBillingCaller('backoffice'),
) => file.inject('PUT', `/internal/trials/${userId}/${sportType}`, headers, body);
const cancel = (subscriptionId: string, body: Record<string, unknown> = staff) =>
  file.post(`/internal/subscriptions/${subscriptionId}/cancel`, body, asBillingCaller('backoffice'));

async function staffActions() {
  const { rows } = await file.query(
    'select staff_id as "staffId", action, target, reason from billing.staff_actions order by action_id',
  );
  return rows;
}

async function trialRow(userId: string, sportType: number) {
  const { rows } = await file.query(
    `select status, ends_at as "endsAt", ended_at as "endedAt", ending_notice_at as "endingNoticeAt",
            daily_call_limit as "dailyCallLimit", delay_minutes as "delayMinutes"
     from billing.trials where user_id = $1 and sport_type = $2`,
    [userId, sportType],
  );
  return rows[0]!;
}

describe('staff changing a trial', () => {
  it('sets up: a 10-day trial, told it is ending', async () => {
    await file.catalogue().setSystemConfig('freeTrialDays', '10');
    await file.post('/api/trial/start', { sportType: 1 }, asUser('u-staff'));
    file.setNow('2026-06-09T00:00:00Z');
    await file.service().scheduler.runOnce();
    expect((await trialRow('u-staff', 1)).endingNoticeAt).not.toBeNull();
  });

  it('moves its end and limits, audited, with billing.trial-changed.v1; the ending notice goes again later', async () => {
    const answer = await changeTrial('u-staff', 1, {
      ...staff,
      endDate: '2026-06-30T00:00:00+07:00',
      dailyCallLimit: 500,
      delayMinutes: 0,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      userId: 'u-staff',
      sportType: 1,
      trialStatus: 1,
      startDate: '2026-06-01T00:00:00.000Z',
      endDate: '2026-06-29T17:00:00.000Z',
      dailyCallLimit: 500,
      delayMinutes: 0,
    });
    expect(await trialRow('u-staff', 1)).toMatchObject({ endingNoticeAt: null, dailyCallLimit: 500 });
    expect(await staffActions()).toEqual([
      { staffId: 'staff-7', action: 'trial-changed', target: expect.stringMatching(/^trial:/), reason: staff.reason },
    ]);
    expect((await file.outboxEvents('billing.trial-changed.v1')).map((event) => event.payload)).toEqual([
      {
        userId: 'u-staff',
        email: 'u-staff@example.com',
        language: 'en',
        sportType: 1,
        trialStatus: 1,
        endsAt: '2026-06-29T17:00:00.000Z',
        dailyCallLimit: 500,
        delayMinutes: 0,
      },
    ]);
    const grants = await file.get('/internal/entitlements/u-staff', asBillingCaller('data-api'));
    expect(grants.body.data.grants).toEqual([
      expect.objectContaining({
        source: 'trial',
        dailyCallLimit: 500,
        delayMinutes: 0,
        validUntil: '2026-06-29T17:00:00.000Z',
      }),
    ]);
    file.setNow('2026-06-27T00:00:00Z');
    expect(await file.service().scheduler.runOnce()).toMatchObject({ 'notice-ending-trials': 1 });
  });

  it('ends it now with an end already past (billing.trial-ended.v1), and runs it again with a later one', async () => {
    const ended = await changeTrial('u-staff', 1, { ...staff, endDate: '2026-06-01T00:00:00Z' });
    expect(ended.body.data).toMatchObject({ trialStatus: 2, endDate: '2026-06-01T00:00:00.000Z' });
    expect(await trialRow('u-staff', 1)).toMatchObject({ status: 2, endedAt: new Date('2026-06-27T00:00:00Z') });
    expect((await file.outboxEvents('billing.trial-ended.v1')).map((event) => event.payload)).toEqual([
      expect.objectContaining({ userId: 'u-staff', sportType: 1, endedAt: '2026-06-27T00:00:00.000Z' }),
    ]);
    const again = await changeTrial('u-staff', 1, { ...staff, endDate: '2026-07-20T00:00:00Z' });
    expect(again.body.data).toMatchObject({ trialStatus: 1, endDate: '2026-07-20T00:00:00.000Z' });
    expect(await trialRow('u-staff', 1)).toMatchObject({ status: 1, endedAt: null });
    expect(await file.outboxEvents('billing.trial-changed.v1')).toHaveLength(2);
    // Still once per user and sport for the customer.
    expect((await file.post('/api/trial/start', { sportType: 1 }, asUser('u-staff'))).body.resultCode).toBe(13001);
  });

  it('refuses a change without reason or without anything to change, and a trial that was never started', async () => {
    const before = await staffActions();
    expect((await changeTrial('u-staff', 1, { staffId: 'staff-7', reason: 'short', dailyCallLimit: 10 })).status).toBe(
      400,
    );
    const nothing = await changeTrial('u-staff', 1, staff);
    expect(nothing.status).toBe(400);
    expect(nothing.body.resultInfo).toContain('Give endDate, dailyCallLimit or delayMinutes');
    expect((await changeTrial('u-staff', 1, { ...staff, endDate: 'tomorrow' })).status).toBe(400);
    expect((await changeTrial('u-staff', 4, { ...staff, dailyCallLimit: 10 })).status).toBe(400);
    const missing = await changeTrial('u-staff', 2, { ...staff, dailyCallLimit: 10 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ resultCode: 10004, resultInfo: 'Trial not found' });
    expect(await staffActions()).toEqual(before);
  });

  it('is refused to anyone but the back office', async () => {
    for (const headers of [asUser('u-staff'), asBillingCaller('data-api'), {}]) {
      const answer = await changeTrial('u-staff', 1, { ...staff, dailyCallLimit: 1 }, headers);
      expect(answer.status).toBe(403);
    }
    expect((await trialRow('u-staff', 1)).dailyCallLimit).toBe(500);
  });
});

describe('staff cancelling a subscription', () => {
  it('ends a usable one now: expired, history row, audit and billing.subscription-expired.v1', async () => {
    file.setNow('2026-07-10T00:00:00Z');
    const subscriptionId = await insertSubscription(file, {
      userId: 'u-cancel',
      currentPeriodStart: '2026-07-01T00:00:00Z',
      currentPeriodEnd: '2026-08-01T00:00:00Z',
    });
    const answer = await cancel(subscriptionId);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      subscriptionId,
      status: 0,
      state: 'expired',
      nextBillingDate: null,
      actions: { canUnsubscribe: false, canRestore: false, canResubscribe: true },
    });
    expect(await historyOf(file, subscriptionId)).toEqual([
      {
        event: 'staff-cancelled',
        payResult: null,
        beforeState: 'active',
        afterState: 'expired',
        beforeExpireAt: '2026-08-01T00:00:00.000Z',
        afterExpireAt: '2026-07-10T00:00:00.000Z',
        actor: 'staff:staff-7',
      },
    ]);
    expect((await staffActions()).at(-1)).toEqual({
      staffId: 'staff-7',
      action: 'subscription-cancelled',
      target: `subscription:${subscriptionId}`,
      reason: staff.reason,
    });
    expect((await file.outboxEvents('billing.subscription-expired.v1')).map((event) => event.payload)).toEqual([
      expect.objectContaining({ subscriptionId, reason: 'staff-cancelled', expiredAt: '2026-07-10T00:00:00.000Z' }),
    ]);
    expect((await file.get('/internal/entitlements/u-cancel', asBillingCaller('data-api'))).body.data.grants).toEqual(
      [],
    );
    // Twice: 13004, nothing more written.
    const again = await cancel(subscriptionId);
    expect(again.body.resultCode).toBe(13004);
    expect(await historyOf(file, subscriptionId)).toHaveLength(1);
    expect(await file.outboxEvents('billing.subscription-expired.v1')).toHaveLength(1);
  });

  it('is 13003 for an unknown id and 10002 without a reason', async () => {
    expect((await cancel(randomUUID())).body.resultCode).toBe(13003);
    const subscriptionId = await insertSubscription(file, {
      userId: 'u-cancel',
      productId: 102,
      currentPeriodStart: '2026-07-01T00:00:00Z',
      currentPeriodEnd: '2026-08-01T00:00:00Z',
    });
    expect((await cancel(subscriptionId, { staffId: 'staff-7' })).status).toBe(400);
    expect(await historyOf(file, subscriptionId)).toEqual([]);
  });
});
