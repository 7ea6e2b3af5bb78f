/**
 * The entitlements look-up (docs/contracts/billing.md#entitlements): a grant per running trial and
 * per usable subscription, nothing for ended or expired ones; internal callers data-api and
 * backoffice only.
 */
import { describe, expect, it } from 'vitest';
import { asBillingCaller, asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { subscriptionGrant, trialGrant } from './support/entitlement-grants.ts';
import { insertSubscription } from './support/subscription-rows.ts';

const file = useBillingTestFile({ start: '2026-05-01T00:00:00Z' });

const entitlementsOf = (userId: string, caller: 'data-api' | 'backoffice' = 'data-api') =>
  file.get(`/internal/entitlements/${userId}`, asBillingCaller(caller));

describe('entitlements', () => {
  it('are none for a user billing does not know', async () => {
    const answer = await entitlementsOf('u-unknown');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ userId: 'u-unknown', grants: [] });
  });

  it('grant a running trial its sport with the trial’s limits, and a usable subscription its product', async () => {
    await file.catalogue().setSystemConfig('freeTrialDays', '15');
    await file.post('/api/trial/start', { sportType: 2 }, asUser('u-ent'));
    await insertSubscription(file, {
      userId: 'u-ent',
      productId: 101,
      sportType: 1,
      currentPeriodStart: '2026-04-20T00:00:00Z',
      currentPeriodEnd: '2026-05-20T00:00:00Z',
    });
    await insertSubscription(file, {
      userId: 'u-ent',
      productId: 103,
      sportType: 1,
      state: 'past-due',
      currentPeriodStart: '2026-03-28T00:00:00Z',
      currentPeriodEnd: '2026-04-28T00:00:00Z',
      nextActionAt: '2026-05-03T00:00:00Z',
    });
    await insertSubscription(file, {
      userId: 'u-ent',
      productId: 104,
      sportType: 3,
      state: 'expired',
      currentPeriodStart: '2026-01-01T00:00:00Z',
      currentPeriodEnd: '2026-02-01T00:00:00Z',
    });
    await insertSubscription(file, {
      userId: 'u-ent',
      productId: 105,
      sportType: 3,
      state: 'incomplete',
      currentPeriodStart: '2026-04-30T00:00:00Z',
      currentPeriodEnd: '2026-05-30T00:00:00Z',
    });
    const answer = await entitlementsOf('u-ent');
    expect(answer.body.data).toEqual({
      userId: 'u-ent',
      grants: [
        trialGrant(2, '2026-05-16T00:00:00.000Z'),
        subscriptionGrant(1, 103, '2026-05-03T00:00:00.000Z'),
        subscriptionGrant(1, 101, '2026-05-20T00:00:00.000Z'),
      ],
    });
    // The back office reads the same.
    expect((await entitlementsOf('u-ent', 'backoffice')).body.data).toEqual(answer.body.data);
  });

  it('drop a trial at its end and an unsubscribed subscription at its period’s end, before the scheduler runs', async () => {
    const subscription = await insertSubscription(file, {
      userId: 'u-drop',
      productId: 102,
      cancelAtPeriodEnd: true,
      currentPeriodStart: '2026-04-10T00:00:00Z',
      currentPeriodEnd: '2026-05-10T00:00:00Z',
    });
    await file.post('/api/trial/start', { sportType: 1 }, asUser('u-drop'));
    expect((await entitlementsOf('u-drop')).body.data.grants).toHaveLength(2);
    file.setNow('2026-05-10T00:00:00Z');
    expect((await entitlementsOf('u-drop')).body.data.grants.map((grant: { source: string }) => grant.source)).toEqual([
      'trial',
    ]);
    file.setNow('2026-05-16T00:00:00Z');
    expect((await entitlementsOf('u-drop')).body.data.grants).toEqual([]);
    // And after the scheduler: still nothing.
    await file.service().scheduler.runOnce();
    expect((await entitlementsOf('u-drop')).body.data.grants).toEqual([]);
    const { rows } = await file.query('select state from billing.subscriptions where subscription_id = $1', [
      subscription,
    ]);
    expect(rows[0]!.state).toBe('expired');
  });

  it('are refused to a signed-in user and to callers without their secret', async () => {
    const wrongSecret = { 'x-mw-internal-caller': 'data-api', 'x-mw-internal-secret': 'not-the-data-api-secret' };
    for (const headers of [asUser('u-ent'), {}, wrongSecret]) {
      const answer = await file.get('/internal/entitlements/u-ent', headers);
      expect(answer.status).toBe(403);
      expect(answer.body.resultCode).toBe(11016);
    }
  });
});
