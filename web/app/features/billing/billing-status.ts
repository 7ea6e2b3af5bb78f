import type { TBadgeTone } from '~/components/ui/badge';
import type { TMessageKey } from '~/i18n/en';
import type { TSubscription } from './api/subscriptions';
import type { TPaymentRecord, TTransaction } from './api/payments';

/** SPEC 3 billing period as the order summary and the Plans page name it ('Per month' …). */
export const PERIOD_TEXT_KEYS: Record<number, TMessageKey> = {
  1: 'billing.period.monthly',
  2: 'billing.period.yearly',
  3: 'billing.period.quarterly',
  4: 'billing.period.once',
  5: 'billing.period.daily',
};

export const SPORT_NAME_KEYS: Record<number, TMessageKey> = {
  1: 'sportTitle.football',
  2: 'sportTitle.basketball',
  3: 'sportTitle.esports',
};

/** SPEC 3 third-party payment platform of a wallet payment: it never renews by itself. */
export const WALLET_PLATFORM = 2;

export type TStatusBadge = { key: TMessageKey; tone: TBadgeTone; date?: string | null };

/**
 * What a subscription's badge says, from its state: Active, Cancels on <date> (unsubscribed, still
 * usable), Past due (a failed renewal being retried), Expired, Awaiting payment (first payment).
 */
export function subscriptionBadge(
  subscription: Pick<TSubscription, 'state' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
): TStatusBadge {
  switch (subscription.state) {
    case 'incomplete':
      return { key: 'billing.state.incomplete', tone: 'sale' };
    case 'past-due':
      return { key: 'billing.state.pastDue', tone: 'hot' };
    case 'expired':
      return { key: 'billing.state.expired', tone: 'neutral' };
    case 'active':
      return subscription.cancelAtPeriodEnd
        ? { key: 'billing.state.cancels', tone: 'sale', date: subscription.currentPeriodEnd }
        : { key: 'billing.state.active', tone: 'accent' };
  }
}

/**
 * What the card of a subscription paid by wallet adds: a wallet payment covers one period, so that
 * it ends while it runs, and once over that resubscribing pays by wallet again; null for the others.
 */
export function walletNoteKey(subscription: Pick<TSubscription, 'platform' | 'state' | 'actions'>): TMessageKey | null {
  if (subscription.platform !== WALLET_PLATFORM) return null;
  if (subscription.state !== 'expired') return 'plans.walletEnds';
  return subscription.actions.canResubscribe ? 'plans.walletResubscribe' : null;
}

const RESULT_BADGES: Record<TTransaction['result'], { key: TMessageKey; tone: TBadgeTone }> = {
  'to-be-paid': { key: 'billing.result.toBePaid', tone: 'sale' },
  success: { key: 'billing.result.success', tone: 'accent' },
  fail: { key: 'billing.result.fail', tone: 'hot' },
  closed: { key: 'billing.result.closed', tone: 'neutral' },
  'no-need-pay': { key: 'billing.result.noNeedPay', tone: 'neutral' },
  refunded: { key: 'billing.result.refunded', tone: 'new' },
};

export function transactionBadge(result: TTransaction['result']): { key: TMessageKey; tone: TBadgeTone } {
  return RESULT_BADGES[result];
}

export function trialBadge(trialStatus: number): { key: TMessageKey; tone: TBadgeTone } {
  return trialStatus === 1
    ? { key: 'billing.trial.onTrial', tone: 'accent' }
    : { key: 'billing.trial.ended', tone: 'neutral' };
}

/** What /purchase/processing shows for a record. A record still `to-be-paid` with a reason has failed. */
export type TPaymentStage = 'waiting' | 'success' | 'failed' | 'closed';

export function paymentStage(record: Pick<TPaymentRecord, 'result' | 'failureReason'>): TPaymentStage {
  switch (record.result) {
    case 'success':
    case 'no-need-pay':
      return 'success';
    case 'closed':
      return 'closed';
    case 'fail':
      return 'failed';
    case 'refunded':
      return 'success';
    case 'to-be-paid':
      return record.failureReason ? 'failed' : 'waiting';
  }
}

/** Polling of /purchase/processing: every 1.5 s for a minute, then every 5 s, then every 15 s; stops once settled. */
export const POLL_FAST_MS = 1500;
export const POLL_SLOW_MS = 5000;
export const POLL_IDLE_MS = 15_000;

export function nextPollDelay(
  record: Pick<TPaymentRecord, 'result' | 'failureReason'> | undefined,
  elapsedMs: number,
): number | false {
  if (record && paymentStage(record) !== 'waiting') return false;
  if (elapsedMs < 60_000) return POLL_FAST_MS;
  if (elapsedMs < 5 * 60_000) return POLL_SLOW_MS;
  return POLL_IDLE_MS;
}

/** Where a checkout's payment page is: a path of this site, or the provider's https page; anything else is refused. */
export function paymentTarget(
  paymentUrl: string,
): { kind: 'site'; path: string } | { kind: 'external'; url: string } | null {
  if (paymentUrl.startsWith('/') && !paymentUrl.startsWith('//') && !paymentUrl.startsWith('/\\')) {
    return { kind: 'site', path: paymentUrl };
  }
  try {
    const url = new URL(paymentUrl);
    return url.protocol === 'https:' ? { kind: 'external', url: url.toString() } : null;
  } catch {
    return null;
  }
}
