import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/features/catalogue';
import {
  nextPollDelay,
  paymentStage,
  paymentTarget,
  POLL_FAST_MS,
  POLL_IDLE_MS,
  POLL_SLOW_MS,
  subscriptionBadge,
  transactionBadge,
  walletNoteKey,
} from './billing-status';
import { readOrderLine } from './order-params';

describe('subscription badge', () => {
  const end = '2027-01-31T00:00:00.000Z';
  it('follows the state, and says when an unsubscribed one ends', () => {
    expect(subscriptionBadge({ state: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: end }).key).toBe(
      'billing.state.active',
    );
    expect(subscriptionBadge({ state: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: end })).toEqual({
      key: 'billing.state.cancels',
      tone: 'sale',
      date: end,
    });
    expect(subscriptionBadge({ state: 'past-due', cancelAtPeriodEnd: false, currentPeriodEnd: end }).key).toBe(
      'billing.state.pastDue',
    );
    expect(subscriptionBadge({ state: 'expired', cancelAtPeriodEnd: false, currentPeriodEnd: end }).key).toBe(
      'billing.state.expired',
    );
    expect(subscriptionBadge({ state: 'incomplete', cancelAtPeriodEnd: false, currentPeriodEnd: null }).key).toBe(
      'billing.state.incomplete',
    );
  });

  it('says that one paid by wallet ends with its period, and once over that resubscribing pays by wallet', () => {
    const actions = { canUnsubscribe: false, canRestore: false, canResubscribe: false, canUpgrade: false };
    expect(walletNoteKey({ platform: 2, state: 'active', actions })).toBe('plans.walletEnds');
    expect(walletNoteKey({ platform: 2, state: 'expired', actions: { ...actions, canResubscribe: true } })).toBe(
      'plans.walletResubscribe',
    );
    // Another subscription of the product is usable: nothing to resubscribe, nothing to say.
    expect(walletNoteKey({ platform: 2, state: 'expired', actions })).toBeNull();
    expect(walletNoteKey({ platform: 1, state: 'active', actions })).toBeNull();
  });

  it('has a text for every payment result', () => {
    expect(transactionBadge('success').key).toBe('billing.result.success');
    expect(transactionBadge('refunded').key).toBe('billing.result.refunded');
  });
});

describe('payment stage', () => {
  it('is failed only while unpaid with a reason, never once the provider took the money', () => {
    expect(paymentStage({ result: 'to-be-paid', failureReason: null })).toBe('waiting');
    expect(paymentStage({ result: 'to-be-paid', failureReason: 'Your card was declined.' })).toBe('failed');
    expect(paymentStage({ result: 'success', failureReason: 'Your card was declined.' })).toBe('success');
    expect(paymentStage({ result: 'closed', failureReason: null })).toBe('closed');
    expect(paymentStage({ result: 'fail', failureReason: null })).toBe('failed');
  });

  it('is asked for every 1.5 s for a minute, then less often, and no more once settled', () => {
    const waiting = { result: 'to-be-paid' as const, failureReason: null };
    expect(nextPollDelay(undefined, 0)).toBe(POLL_FAST_MS);
    expect(nextPollDelay(waiting, 59_000)).toBe(POLL_FAST_MS);
    expect(nextPollDelay(waiting, 61_000)).toBe(POLL_SLOW_MS);
    expect(nextPollDelay(waiting, 6 * 60_000)).toBe(POLL_IDLE_MS);
    expect(nextPollDelay({ result: 'success', failureReason: null }, 1000)).toBe(false);
    expect(nextPollDelay({ result: 'to-be-paid', failureReason: 'declined' }, 1000)).toBe(false);
  });
});

describe('payment page address', () => {
  it('is a site path or an https page, nothing else', () => {
    expect(paymentTarget('/purchase/sandbox?session=cs_sandbox_x')).toEqual({
      kind: 'site',
      path: '/purchase/sandbox?session=cs_sandbox_x',
    });
    expect(paymentTarget('https://checkout.stripe.com/c/pay/cs_test_1')).toEqual({
      kind: 'external',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(paymentTarget('//evil.example/x')).toBeNull();
    expect(paymentTarget('javascript:alert(1)')).toBeNull();
    expect(paymentTarget('http://checkout.example/')).toBeNull();
  });
});

describe('order in the address', () => {
  it('needs a positive whole product and plan id', () => {
    expect(readOrderLine(new URLSearchParams('productId=82&planId=7'))).toEqual({ productId: 82, planId: 7 });
    expect(readOrderLine(new URLSearchParams('productId=82'))).toBeNull();
    expect(readOrderLine(new URLSearchParams('productId=0&planId=7'))).toBeNull();
    expect(readOrderLine(new URLSearchParams('productId=8.2&planId=7'))).toBeNull();
  });
});

describe('money in the checkout', () => {
  it('is the catalogue formatter: minor units with the currency symbol', () => {
    expect(formatMoney({ amount: 59_400, currency: 1 }, 'en')).toBe('$594');
    expect(formatMoney({ amount: 19_950, currency: 2 }, 'en')).toBe('HK$199.50');
    expect(formatMoney({ amount: 9_900, currency: 3 }, 'en')).toBe('€99');
  });
});
