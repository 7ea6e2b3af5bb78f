/**
 * The billing scheduler (docs/contracts/billing.md#the-scheduler): trials ending in three days are
 * told so once, trials end on schedule, subscriptions that will not renew are announced and expire
 * at their period's end; a second pass, a second scheduler and two schedulers at once change nothing
 * more. Driven with the injected clock and runOnce().
 */
import { describe, expect, it } from 'vitest';
import { BillingScheduler } from '../src/scheduler/billing-scheduler.ts';
import { asBillingCaller, asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { historyOf, insertSubscription, subscriptionColumns } from './support/subscription-rows.ts';

const file = useBillingTestFile({
  start: '2026-03-02T09:00:00Z',
  capturedTopics: ['billing.trial-ending.v1', 'billing.trial-ended.v1', 'billing.subscription-expired.v1'],
});

const runOnce = () => file.service().scheduler.runOnce();
/** Another replica's scheduler on the same database. */
const secondScheduler = () => new BillingScheduler(file.service().deps, { intervalMs: 60_000 });
/** A pass in which no job did anything, whichever jobs the scheduler has. */
async function expectIdle(pass: Promise<Record<string, number>>): Promise<void> {
  expect(Object.entries(await pass).filter(([, count]) => count > 0)).toEqual([]);
}

async function trialOf(userId: string, sportType: number) {
  const { rows } = await file.query(
    `select status, ending_notice_at as "endingNoticeAt", ended_at as "endedAt", ends_at as "endsAt"
     from billing.trials where user_id = $1 and sport_type = $2`,
    [userId, sportType],
  );
  return rows[0]!;
}

const subscriptionOf = (subscriptionId: string) =>
  subscriptionColumns(
    file,
    subscriptionId,
    'state, expired_at as "expiredAt", expire_reason as "expireReason", expiring_notice_at as "expiringNoticeAt"',
  );

describe('trials on the scheduler', () => {
  it('sets up: trials of 10 days started on 2 March', async () => {
    await file.catalogue().setSystemConfig('freeTrialDays', '10');
    for (const [userId, sportType] of [
      ['u-sched', 1],
      ['u-sched', 2],
    ] as const) {
      const answer = await file.post('/api/trial/start', { sportType }, asUser(userId));
      expect(answer.body.data.endDate).toBe('2026-03-12T09:00:00.000Z');
    }
    await expectIdle(runOnce());
  });

  it('tells nobody more than three days before the end', async () => {
    file.setNow('2026-03-09T08:59:00Z');
    await expectIdle(runOnce());
    expect(await file.outboxEvents('billing.trial-ending.v1')).toEqual([]);
  });

  it('sends billing.trial-ending.v1 once for each trial within three days of its end', async () => {
    file.setNow('2026-03-09T10:00:00Z');
    expect(await runOnce()).toMatchObject({ 'notice-ending-trials': 2, 'end-trials': 0 });
    expect((await trialOf('u-sched', 1)).endingNoticeAt).toEqual(new Date('2026-03-09T10:00:00Z'));
    // Again, later, and from another replica: nothing more.
    file.setNow('2026-03-10T10:00:00Z');
    await expectIdle(runOnce());
    await expectIdle(secondScheduler().runOnce());
    const events = await file.outboxEvents('billing.trial-ending.v1');
    expect(events).toEqual([
      {
        key: 'u-sched',
        payload: {
          userId: 'u-sched',
          email: 'u-sched@example.com',
          language: 'en',
          sportType: 1,
          endsAt: '2026-03-12T09:00:00.000Z',
        },
      },
      expect.objectContaining({ payload: expect.objectContaining({ sportType: 2 }) }),
    ]);
    await file.waitForPublished('billing.trial-ending.v1', 2);
  });

  it('keeps the trial running, and granting, until its end', async () => {
    file.setNow('2026-03-12T08:59:59Z');
    await expectIdle(runOnce());
    const grants = await file.get('/internal/entitlements/u-sched', asBillingCaller('data-api'));
    expect(grants.body.data.grants).toHaveLength(2);
  });

  it('ends the trials on schedule with billing.trial-ended.v1, once', async () => {
    file.setNow('2026-03-12T09:00:30Z');
    expect(await runOnce()).toMatchObject({ 'end-trials': 2 });
    expect(await trialOf('u-sched', 2)).toMatchObject({ status: 2, endedAt: new Date('2026-03-12T09:00:00Z') });
    await expectIdle(runOnce());
    await expectIdle(secondScheduler().runOnce());
    const ended = await file.outboxEvents('billing.trial-ended.v1');
    expect(ended.map((event) => event.payload)).toEqual([
      {
        userId: 'u-sched',
        email: 'u-sched@example.com',
        language: 'en',
        sportType: 1,
        endedAt: '2026-03-12T09:00:00.000Z',
      },
      {
        userId: 'u-sched',
        email: 'u-sched@example.com',
        language: 'en',
        sportType: 2,
        endedAt: '2026-03-12T09:00:00.000Z',
      },
    ]);
    await file.waitForPublished('billing.trial-ended.v1', 2);
    const listed = await file.get('/api/trial/list', asUser('u-sched'));
    expect(listed.body.data.trials.map((trial: { trialStatus: number }) => trial.trialStatus)).toEqual([2, 2]);
    expect((await file.get('/internal/entitlements/u-sched', asBillingCaller('data-api'))).body.data.grants).toEqual(
      [],
    );
  });

  it('ends a trial it first sees after its end without telling it is ending', async () => {
    file.setNow('2026-03-12T09:00:30Z');
    await file.post('/api/trial/start', { sportType: 3 }, asUser('u-late'));
    file.setNow('2026-04-01T00:00:00Z');
    expect(await runOnce()).toMatchObject({ 'notice-ending-trials': 0, 'end-trials': 1 });
    expect(await trialOf('u-late', 3)).toMatchObject({ status: 2, endingNoticeAt: null });
  });
});

describe('short trials and periods', () => {
  it('are not told of their end as they start, and still end', async () => {
    file.setNow('2026-04-10T00:00:00Z');
    await file.catalogue().setSystemConfig('freeTrialDays', '2');
    await file.post('/api/trial/start', { sportType: 1 }, asUser('u-short'));
    const dayPass = await insertSubscription(file, {
      userId: 'u-short',
      period: 5,
      paymentType: 1,
      currentPeriodStart: '2026-04-10T00:00:00Z',
      currentPeriodEnd: '2026-04-11T00:00:00Z',
      nextActionAt: null,
    });
    await expectIdle(runOnce());
    file.setNow('2026-04-12T00:00:00Z');
    expect(await runOnce()).toMatchObject({ 'notice-ending-trials': 0, 'end-trials': 1, 'expire-subscriptions': 1 });
    expect(await trialOf('u-short', 1)).toMatchObject({ status: 2, endingNoticeAt: null });
    expect(await subscriptionOf(dayPass)).toMatchObject({ state: 'expired', expiringNoticeAt: null });
    await file.catalogue().setSystemConfig('freeTrialDays', '10');
  });
});

describe('many due rows and two schedulers at once', () => {
  it('handle each row once between them', async () => {
    file.setNow('2026-05-01T00:00:00Z');
    const users = Array.from({ length: 12 }, (_, index) => `u-many-${index}`);
    await Promise.all(users.map((userId) => file.post('/api/trial/start', { sportType: 1 }, asUser(userId))));
    file.setNow('2026-05-20T00:00:00Z');
    const small = (batchSize: number) =>
      new BillingScheduler(file.service().deps, { intervalMs: 60_000, batchSize }).runOnce();
    const passes = await Promise.all([small(5), small(5), small(5)]);
    const ended = passes.reduce((sum, pass) => sum + pass['end-trials']!, 0);
    expect(ended).toBe(12);
    const { rows } = await file.query(`select count(*)::int as n from billing.outbox
      where event_type = 'billing.trial-ended.v1' and event_key like 'u-many-%'`);
    expect(rows[0]!.n).toBe(12);
    await expectIdle(runOnce());
  });
});

describe('a row that cannot be handled', () => {
  it('is left for the next pass while the others are done', async () => {
    file.setNow('2026-05-21T00:00:00Z');
    await file.post('/api/trial/start', { sportType: 2 }, asUser('u-fine'));
    // A trial whose customer row is missing: its event cannot name anyone, so ending it fails.
    await file.query(
      `insert into billing.trials (user_id, sport_type, status, starts_at, ends_at, daily_call_limit, delay_minutes)
       values ('u-orphan', 2, 1, '2026-05-20T00:00:00Z', '2026-05-21T00:00:00Z', 200, 2)`,
    );
    file.setNow('2026-06-20T00:00:00Z');
    expect(await runOnce()).toMatchObject({ 'end-trials': 1 });
    expect(await trialOf('u-fine', 2)).toMatchObject({ status: 2 });
    expect(await trialOf('u-orphan', 2)).toMatchObject({ status: 1 });
    await file.query(`insert into billing.customers (user_id, email) values ('u-orphan', 'orphan@example.com')`);
    expect(await runOnce()).toMatchObject({ 'end-trials': 1 });
    expect(await trialOf('u-orphan', 2)).toMatchObject({ status: 2, endedAt: new Date('2026-05-21T00:00:00Z') });
    await expectIdle(runOnce());
  });

  it('is counted in the metrics, with the rows done and the passes run', async () => {
    const response = await file.service().app.ops.inject({ method: 'GET', url: '/metrics' });
    const metric = (line: string) => Number(new RegExp(`^${line} (\\d+)$`, 'm').exec(response.body)?.[1] ?? Number.NaN);
    expect(metric('billing_scheduler_rows_total\\{job="end-trials",outcome="failed",service="billing"\\}')).toBe(1);
    expect(
      metric('billing_scheduler_rows_total\\{job="end-trials",outcome="done",service="billing"\\}'),
    ).toBeGreaterThanOrEqual(2);
    expect(metric('billing_scheduler_passes_total\\{service="billing"\\}')).toBeGreaterThan(5);
  });
});

describe('subscriptions that will not renew', () => {
  const periodStart = '2026-06-01T00:00:00.000Z';
  const periodEnd = '2026-07-01T00:00:00.000Z';
  let unsubscribed = '';
  let oneTime = '';
  let renewing = '';

  it('sets up: an unsubscribed, a one-time and a renewing subscription', async () => {
    file.setNow('2026-06-10T00:00:00Z');
    unsubscribed = await insertSubscription(file, {
      userId: 'u-sub',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
    });
    expect(
      (await file.post('/api/subscription/unsubscribe', { subscriptionId: unsubscribed }, asUser('u-sub'))).status,
    ).toBe(200);
    oneTime = await insertSubscription(file, {
      userId: 'u-sub',
      productId: 102,
      paymentType: 1,
      period: 4,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      nextActionAt: null,
    });
    renewing = await insertSubscription(file, {
      userId: 'u-sub',
      productId: 103,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
    });
    await expectIdle(runOnce());
  });

  it('announces the end of the two that will not renew three days before, once', async () => {
    file.setNow('2026-06-28T01:00:00Z');
    expect(await runOnce()).toMatchObject({ 'notice-expiring-subscriptions': 2, 'expire-subscriptions': 0 });
    await expectIdle(runOnce());
    await expectIdle(secondScheduler().runOnce());
    const events = await file.outboxEvents('billing.subscription-expiring.v1');
    expect(events.map((event) => event.payload.subscriptionId).sort()).toEqual([unsubscribed, oneTime].sort());
    expect(events[0]!.payload).toMatchObject({
      userId: 'u-sub',
      email: 'u-sub@example.com',
      productName: 'English Premier League',
      sportType: 1,
      currentPeriodEnd: periodEnd,
    });
    expect((await subscriptionOf(renewing)).expiringNoticeAt).toBeNull();
  });

  it('expires them at the period’s end with a history row and billing.subscription-expired.v1, once', async () => {
    file.setNow('2026-06-30T23:59:59Z');
    await expectIdle(runOnce());
    file.setNow('2026-07-01T00:00:10Z');
    expect(await runOnce()).toMatchObject({ 'expire-subscriptions': 2 });
    await expectIdle(runOnce());
    await expectIdle(secondScheduler().runOnce());
    expect(await subscriptionOf(unsubscribed)).toMatchObject({
      state: 'expired',
      expireReason: 'unsubscribed',
      expiredAt: new Date(periodEnd),
    });
    expect(await subscriptionOf(oneTime)).toMatchObject({ state: 'expired', expireReason: 'one-time-ended' });
    // The renewing one is the renewal's business, not expiry's.
    expect((await subscriptionOf(renewing)).expireReason).toBeNull();
    expect(await historyOf(file, unsubscribed)).toEqual([
      expect.objectContaining({ event: 'unsubscribed', actor: 'customer' }),
      {
        event: 'expired',
        payResult: null,
        beforeState: 'active',
        afterState: 'expired',
        beforeExpireAt: periodEnd,
        afterExpireAt: periodEnd,
        actor: 'scheduler',
      },
    ]);
    const expired = (await file.outboxEvents('billing.subscription-expired.v1')).filter(
      (event) => event.key === 'u-sub',
    );
    expect(expired.map((event) => event.payload)).toEqual(
      expect.arrayContaining([
        {
          userId: 'u-sub',
          email: 'u-sub@example.com',
          language: 'en',
          subscriptionId: unsubscribed,
          productId: 101,
          productName: 'English Premier League',
          sportType: 1,
          reason: 'unsubscribed',
          expiredAt: periodEnd,
        },
        expect.objectContaining({ subscriptionId: oneTime, reason: 'one-time-ended' }),
      ]),
    );
    expect(expired).toHaveLength(2);
    await file.waitForPublished('billing.subscription-expired.v1', 2);
  });

  it('expires an unsubscribed past-due subscription at once (its paid period is already over)', async () => {
    const pastDue = await insertSubscription(file, {
      userId: 'u-sub',
      productId: 104,
      state: 'past-due',
      currentPeriodStart: '2026-06-01T00:00:00Z',
      currentPeriodEnd: '2026-06-30T00:00:00Z',
      nextActionAt: '2026-07-03T00:00:00Z',
    });
    await file.post('/api/subscription/unsubscribe', { subscriptionId: pastDue }, asUser('u-sub'));
    expect(await runOnce()).toMatchObject({ 'expire-subscriptions': 1 });
    expect(await subscriptionOf(pastDue)).toMatchObject({
      state: 'expired',
      expireReason: 'unsubscribed',
      expiredAt: new Date('2026-07-01T00:00:10Z'),
    });
  });
});

describe('the scheduler’s own loop', () => {
  it('starts with the service and stops before it', async () => {
    // start() ran a first pass; a kick runs another without waiting for the interval.
    file.setNow('2026-08-01T00:00:00Z');
    await file.post('/api/trial/start', { sportType: 2 }, asUser('u-loop'));
    file.setNow('2026-09-01T00:00:00Z');
    file.service().scheduler.kick();
    await expect.poll(async () => (await trialOf('u-loop', 2)).status, { timeout: 5000 }).toBe(2);
  });
});
