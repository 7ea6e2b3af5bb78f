import type { TEntitlements } from '@matchwire/contracts/billing/entitlements';
import type { TBillingDeps } from '../billing-deps.ts';
import { endsAtItsPeriodEnd, listLiveSubscriptions, type TSubscriptionRow } from '../db/subscription-repository.ts';
import { listRunningTrials } from '../db/trial-repository.ts';

type TGrant = TEntitlements['grants'][number];

/**
 * A usable subscription's grant lasts to its paid period's end; a past-due one (a failed renewal
 * being retried) to its next retry when that is later. One that will not renew and whose period is
 * over grants nothing, even before the scheduler has marked it expired.
 */
function subscriptionGrant(row: TSubscriptionRow, now: Date): TGrant | undefined {
  const periodEnd = row.currentPeriodEnd;
  if (!periodEnd) return undefined;
  if (endsAtItsPeriodEnd(row) && periodEnd <= now) return undefined;
  const retryAt = row.state === 'past-due' ? row.nextActionAt : null;
  const validUntil = retryAt && retryAt > periodEnd ? retryAt : periodEnd;
  return {
    source: 'subscription',
    sportType: row.sportType as TGrant['sportType'],
    productId: row.productId,
    dailyCallLimit: null,
    delayMinutes: 0,
    validUntil: validUntil.toISOString(),
  };
}

/**
 * What a user may call now (docs/contracts/billing.md#entitlements): a grant per running trial
 * (every product and league of its sport, with the trial's daily limit and delay, until it ends)
 * and per usable subscription (its product, in real time, no daily limit). An unknown user has none.
 */
export async function getEntitlements(deps: TBillingDeps, userId: string): Promise<TEntitlements> {
  const now = deps.clock();
  const [trials, subscriptions] = await Promise.all([
    listRunningTrials(deps.db, userId, now),
    listLiveSubscriptions(deps.db, userId),
  ]);
  const trialGrants: TGrant[] = trials.map((trial) => ({
    source: 'trial',
    sportType: trial.sportType as TGrant['sportType'],
    productId: null,
    dailyCallLimit: trial.dailyCallLimit,
    delayMinutes: trial.delayMinutes,
    validUntil: trial.endsAt.toISOString(),
  }));
  const subscriptionGrants = subscriptions.flatMap((row) => subscriptionGrant(row, now) ?? []);
  return { userId, grants: [...trialGrants, ...subscriptionGrants] };
}
