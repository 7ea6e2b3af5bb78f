/**
 * The customer's subscriptions outside payment (docs/contracts/billing.md#the-subscription-lifecycle):
 * the list with status, next billing date and actions; unsubscribe and restore with their history
 * rows; another user's subscription answered like an unknown one (13003). Subscriptions are set up
 * directly in the database, as payments would leave them.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { historyOf, insertSubscription } from './support/subscription-rows.ts';

const file = useBillingTestFile({ start: '2026-04-10T12:00:00Z' });

const unsubscribe = (userId: string, subscriptionId: string) =>
  file.post('/api/subscription/unsubscribe', { subscriptionId }, asUser(userId));
const restore = (userId: string, subscriptionId: string) =>
  file.post('/api/subscription/restore', { subscriptionId }, asUser(userId));
const list = async (userId: string) =>
  (await file.get('/api/subscription/list', asUser(userId))).body.data.subscriptions as Record<string, unknown>[];

const ids: Record<string, string> = {};

describe('listing subscriptions', () => {
  it('sets up one of each kind for u-list', async () => {
    ids.expired = await insertSubscription(file, {
      userId: 'u-list',
      productId: 101,
      state: 'expired',
      currentPeriodStart: '2026-01-01T00:00:00Z',
      currentPeriodEnd: '2026-02-01T00:00:00Z',
      nextActionAt: null,
      createdAt: '2026-01-01T00:00:00Z',
    });
    ids.incomplete = await insertSubscription(file, {
      userId: 'u-list',
      productId: 105,
      state: 'incomplete',
      currentPeriodStart: '2026-04-09T00:00:00Z',
      currentPeriodEnd: '2026-05-09T00:00:00Z',
      createdAt: '2026-04-09T00:00:00Z',
    });
    ids.active = await insertSubscription(file, {
      userId: 'u-list',
      productId: 102,
      period: 2,
      amount: 29_400,
      currentPeriodStart: '2026-02-01T00:00:00Z',
      currentPeriodEnd: '2027-02-01T00:00:00Z',
      createdAt: '2026-02-01T00:00:00Z',
    });
    ids.pastDue = await insertSubscription(file, {
      userId: 'u-list',
      productId: 103,
      state: 'past-due',
      currentPeriodStart: '2026-03-05T00:00:00Z',
      currentPeriodEnd: '2026-04-05T00:00:00Z',
      nextActionAt: '2026-04-11T00:00:00Z',
      createdAt: '2026-03-05T00:00:00Z',
    });
    ids.oneTime = await insertSubscription(file, {
      userId: 'u-list',
      productId: 104,
      paymentType: 1,
      period: 4,
      currentPeriodStart: '2026-03-20T00:00:00Z',
      currentPeriodEnd: '2026-06-20T00:00:00Z',
      nextActionAt: null,
      createdAt: '2026-03-20T00:00:00Z',
    });
  });

  it('shows them newest first, without the unpaid one, with status, next billing date and actions', async () => {
    const subscriptions = await list('u-list');
    expect(subscriptions.map((subscription) => subscription.subscriptionId)).toEqual([
      ids.oneTime,
      ids.pastDue,
      ids.active,
      ids.expired,
    ]);
    const byId = new Map(subscriptions.map((subscription) => [subscription.subscriptionId, subscription]));
    expect(byId.get(ids.active)).toEqual({
      subscriptionId: ids.active,
      status: 1,
      state: 'active',
      cancelAtPeriodEnd: false,
      product: { productId: 102, englishName: 'English Premier League', sportType: 1 },
      plan: { planId: 1001, price: { amount: 29_400, currency: 1 }, period: 2 },
      platform: 1,
      startDate: '2026-02-01T00:00:00.000Z',
      currentPeriodStart: '2026-02-01T00:00:00.000Z',
      currentPeriodEnd: '2027-02-01T00:00:00.000Z',
      nextBillingDate: '2027-02-01T00:00:00.000Z',
      isAutoRenewing: true,
      // Yearly: no longer plan to upgrade to.
      actions: { canUnsubscribe: true, canRestore: false, canResubscribe: false, canUpgrade: false },
      upgradePlanId: null,
    });
    expect(byId.get(ids.pastDue)).toMatchObject({
      status: 1,
      state: 'past-due',
      nextBillingDate: '2026-04-11T00:00:00.000Z',
      actions: { canUnsubscribe: true, canRestore: false, canResubscribe: false },
    });
    expect(byId.get(ids.oneTime)).toMatchObject({
      status: 1,
      nextBillingDate: null,
      isAutoRenewing: false,
      actions: { canUnsubscribe: false, canRestore: false, canResubscribe: false },
    });
    expect(byId.get(ids.expired)).toMatchObject({
      status: 0,
      state: 'expired',
      nextBillingDate: null,
      actions: { canUnsubscribe: false, canRestore: false, canResubscribe: true },
    });
  });

  it('does not offer to resubscribe an expired one while another of the same product is usable', async () => {
    await insertSubscription(file, {
      userId: 'u-list',
      productId: 101,
      currentPeriodStart: '2026-04-01T00:00:00Z',
      currentPeriodEnd: '2026-05-01T00:00:00Z',
      createdAt: '2026-04-01T00:00:00Z',
    });
    const expired = (await list('u-list')).find((subscription) => subscription.subscriptionId === ids.expired);
    expect(expired).toMatchObject({ actions: { canResubscribe: false } });
  });

  it('shows nobody else’s', async () => {
    expect(await list('u-nobody')).toEqual([]);
  });
});

describe('unsubscribing', () => {
  it('stops renewal at the period’s end, with a history row', async () => {
    const answer = await unsubscribe('u-list', ids.active!);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      subscriptionId: ids.active,
      status: 1,
      state: 'active',
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      isAutoRenewing: false,
      currentPeriodEnd: '2027-02-01T00:00:00.000Z',
      actions: { canUnsubscribe: false, canRestore: true, canResubscribe: false },
    });
    expect(await historyOf(file, ids.active!)).toEqual([
      {
        event: 'unsubscribed',
        payResult: null,
        beforeState: 'active',
        afterState: 'active',
        beforeExpireAt: null,
        afterExpireAt: '2027-02-01T00:00:00.000Z',
        actor: 'customer',
      },
    ]);
  });

  it('changes nothing when asked again', async () => {
    const again = await unsubscribe('u-list', ids.active!);
    expect(again.status).toBe(200);
    expect(again.body.data.cancelAtPeriodEnd).toBe(true);
    expect(await historyOf(file, ids.active!)).toHaveLength(1);
  });

  it('works on a past-due subscription too', async () => {
    const answer = await unsubscribe('u-list', ids.pastDue!);
    expect(answer.body.data).toMatchObject({ state: 'past-due', cancelAtPeriodEnd: true, nextBillingDate: null });
  });

  it('is 13004 for a one-time, an expired or an unpaid subscription, changing nothing', async () => {
    for (const id of [ids.oneTime!, ids.expired!, ids.incomplete!]) {
      const answer = await unsubscribe('u-list', id);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ resultCode: 13004 });
      expect(await historyOf(file, id)).toEqual([]);
    }
  });

  it('is 13003 for another user’s subscription or an unknown id, changing nothing', async () => {
    const others = await unsubscribe('u-intruder', ids.active!);
    const unknown = await unsubscribe('u-list', randomUUID());
    expect(others.status).toBe(404);
    expect(others.body).toEqual(unknown.body);
    expect(others.body).toMatchObject({ resultCode: 13003, resultInfo: 'Subscription not found' });
    expect((await restore('u-intruder', ids.active!)).body.resultCode).toBe(13003);
    expect(await historyOf(file, ids.active!)).toHaveLength(1);
  });

  it('refuses an id that is no UUID and a caller without identity', async () => {
    expect((await unsubscribe('u-list', '42')).status).toBe(400);
    expect((await file.post('/api/subscription/unsubscribe', { subscriptionId: ids.active })).status).toBe(401);
    expect((await file.get('/api/subscription/list')).status).toBe(401);
  });
});

describe('restoring', () => {
  it('undoes the unsubscribe before the period ends, with a history row', async () => {
    file.setNow('2026-12-01T00:00:00Z');
    const answer = await restore('u-list', ids.active!);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      cancelAtPeriodEnd: false,
      nextBillingDate: '2027-02-01T00:00:00.000Z',
      actions: { canUnsubscribe: true, canRestore: false },
    });
    expect((await historyOf(file, ids.active!))[1]).toEqual({
      event: 'restored',
      payResult: null,
      beforeState: 'active',
      afterState: 'active',
      beforeExpireAt: '2027-02-01T00:00:00.000Z',
      afterExpireAt: null,
      actor: 'customer',
    });
  });

  it('changes nothing for a subscription that renews anyway', async () => {
    const answer = await restore('u-list', ids.active!);
    expect(answer.status).toBe(200);
    expect(await historyOf(file, ids.active!)).toHaveLength(2);
  });

  it('is 13004 once the period is over, and for an expired subscription', async () => {
    const ending = await insertSubscription(file, {
      userId: 'u-list',
      productId: 106,
      currentPeriodStart: '2026-11-01T00:00:00Z',
      currentPeriodEnd: '2026-12-01T00:00:00Z',
    });
    file.setNow('2026-11-20T00:00:00Z');
    await unsubscribe('u-list', ending);
    file.setNow('2026-12-01T00:00:00Z');
    expect((await restore('u-list', ending)).body.resultCode).toBe(13004);
    expect((await restore('u-list', ids.expired!)).body.resultCode).toBe(13004);
    expect(await historyOf(file, ending)).toHaveLength(1);
  });
});
