/**
 * The demo customer of `npm start` (seed/demo-entitlements.json, by the fixed user id of account's
 * seed) holds a yearly subscription to product 82 (football) and running trials of basketball and
 * esports from the moment billing seeded, so its API key works at once; seeding again changes nothing.
 */
import { readFileSync } from 'node:fs';
import { ZSubscriptionList } from '@matchwire/contracts/billing/subscription';
import { ZTrialList } from '@matchwire/contracts/billing/trial';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { readDemoEntitlements } from '../src/seed/seed-demo-entitlements.ts';
import { asBillingCaller, asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { subscriptionGrant, trialGrant } from './support/entitlement-grants.ts';

const file = useBillingTestFile();

const demo = { userId: 'd3e0d3e0-0000-4000-8000-000000000001', email: 'demo@matchwire.io' };
const asDemo = asUser(demo.userId, demo.email);
const dayMs = 24 * 60 * 60_000;

/** When billing seeded (at start, on the real clock): the start of the demo trials. */
async function seededAt(): Promise<Date> {
  const { rows } = await file.query('select starts_at from billing.trials where user_id = $1 and sport_type = 2', [
    demo.userId,
  ]);
  return rows[0]!.starts_at as Date;
}

/** The demo customer's trials and subscriptions, each with the moment it began. */
async function holdings() {
  const { rows } = await file.query(
    `select 'trial' as kind, sport_type, starts_at as since from billing.trials where user_id = $1
     union all
     select 'subscription', sport_type, current_period_start from billing.subscriptions where user_id = $1
     order by 1, 2`,
    [demo.userId],
  );
  return rows;
}

const oneYearAfter = (start: Date) => {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
};

describe('the demo customer', () => {
  it('is the demo user of account’s seed, by its fixed id and address', () => {
    const accountSeed = new URL('../../account/seed/demo-users.json', import.meta.url);
    const users = JSON.parse(readFileSync(accountSeed, 'utf8')) as Array<{ userId: string; email: string }>;
    const seeded = readDemoEntitlements().map(({ userId, email }) => ({ userId, email }));
    expect(seeded).toEqual([demo]);
    expect(users).toContainEqual(expect.objectContaining(demo));
  });

  it('is entitled to football (subscription to product 82), basketball and esports (trials) at once', async () => {
    const start = await seededAt();
    file.setNow(new Date(start.getTime() + 60_000));
    const answer = await file.get(`/internal/entitlements/${demo.userId}`, asBillingCaller('data-api'));
    expect(answer.status).toBe(200);
    const trialUntil = new Date(start.getTime() + 15 * dayMs).toISOString();
    expect(answer.body.data).toEqual({
      userId: demo.userId,
      grants: [
        trialGrant(2, trialUntil),
        trialGrant(3, trialUntil),
        subscriptionGrant(1, 82, oneYearAfter(start).toISOString()),
      ],
    });
  });

  it('sees them on the Plans page, each as its contract says: a yearly card subscription that renews', async () => {
    const start = await seededAt();
    file.setNow(new Date(start.getTime() + 60_000));
    const subscriptions = ZSubscriptionList.parse((await file.get('/api/subscription/list', asDemo)).body.data);
    expect(subscriptions.subscriptions).toEqual([
      expect.objectContaining({
        status: 1,
        state: 'active',
        cancelAtPeriodEnd: false,
        product: { productId: 82, englishName: 'Top 5 European Leagues', sportType: 1 },
        plan: { planId: 822, price: { amount: 179_400, currency: 1 }, period: 2 },
        platform: 1,
        startDate: start.toISOString(),
        currentPeriodEnd: oneYearAfter(start).toISOString(),
        nextBillingDate: oneYearAfter(start).toISOString(),
        isAutoRenewing: true,
        actions: { canUnsubscribe: true, canRestore: false, canResubscribe: false, canUpgrade: false },
        upgradePlanId: null,
      }),
    ]);
    const trials = ZTrialList.parse((await file.get('/api/trial/list', asDemo)).body.data);
    expect(trials.trials.map((trial) => trial.sportType)).toEqual([2, 3]);
  });

  it('holds the plan the catalogue sells: product 82’s yearly plan at its price', async () => {
    const quote = await file.post(
      '/api/subscription/quote',
      { subscriptionList: [{ productId: 82, planId: 822 }] },
      asUser('u-quote'),
    );
    expect(quote.status).toBe(200);
    const [seeded] = readDemoEntitlements()[0]!.subscriptions;
    expect(quote.body.data.lines).toEqual([
      expect.objectContaining({
        productId: seeded!.productId,
        productName: seeded!.productName,
        sportType: seeded!.sportType,
        planId: seeded!.planId,
        period: seeded!.period,
        price: { amount: seeded!.amount, currency: seeded!.currency },
      }),
    ]);
  });

  it('keeps what it holds when seeded again', async () => {
    const before = await holdings();
    expect(before).toHaveLength(3);
    await seedDemoData(file.service().deps.db, new Date(Date.now() + 30 * dayMs));
    const after = await holdings();
    expect(after).toEqual(before);
    expect(await file.outboxEvents('billing.trial-started.v1')).toEqual([]);
  });
});
