/**
 * A renewal charged off session is refunded through its own payment intent (its provider reference
 * is the `pi_…` itself, not a checkout to look up), against stripe-mock.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { refundThroughStripe } from '../src/payments/refunds.ts';

const stripeMock = process.env.STRIPE_API_BASE;

describe.skipIf(!stripeMock)('refunding a renewal through Stripe', () => {
  it('refunds the renewal’s payment intent without asking for a checkout session', async () => {
    const base = new URL(stripeMock!);
    const stripe = new Stripe('sk_test_123', { host: base.hostname, port: base.port, protocol: 'http' });
    const calls: string[] = [];
    stripe.on('request', (request: { method: string; path: string }) =>
      calls.push(`${request.method} ${request.path}`),
    );
    const done = await refundThroughStripe(stripe, {
      refundId: '0b6f7d0e-1c2a-4d3b-8e4f-5a6b7c8d9e0f',
      idempotencyKey: 'refund-0b6f7d0e-1c2a-4d3b-8e4f-5a6b7c8d9e0f',
      paymentRef: 'pi_renewal_123',
      amount: 990,
      currency: 1,
      reason: 'requested-by-customer',
    });
    expect(done.providerRef).toMatch(/^re_/);
    expect(calls).toEqual(['POST /v1/refunds']);
  });
});
