/** The card kept for renewals, as the Payment page shows it (GET /api/transaction/paymentMethod). */
import { describe, expect, it } from 'vitest';
import { asUser, useBillingTestFile } from './support/billing-test-file.ts';
import { buyInSandbox, testCard } from './support/sandbox-checkout.ts';

const file = useBillingTestFile({ start: '2026-03-02T09:00:00Z' });

const paymentMethod = async (userId: string) => (await file.get('/api/transaction/paymentMethod', asUser(userId))).body;

describe('the payment method', () => {
  it('is none before the first card payment', async () => {
    expect(await paymentMethod('u-no-card')).toMatchObject({ resultCode: 0, data: { card: null } });
  });

  it('shows the card a payment kept: brand, last four digits and expiry, never its reference at the provider', async () => {
    await buyInSandbox(
      file,
      'u-card',
      { subscriptionList: [{ productId: 83, planId: 831 }] },
      testCard('5555555555554444'),
    );
    const answer = await paymentMethod('u-card');
    expect(answer.data).toEqual({ card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2030 } });
    expect(JSON.stringify(answer)).not.toMatch(/pm_|cus_/);
    // Another customer sees only their own.
    expect((await paymentMethod('u-no-card')).data).toEqual({ card: null });
  });

  it('is for signed-in customers only', async () => {
    expect((await file.get('/api/transaction/paymentMethod', {})).body.resultCode).toBe(11007);
  });
});
