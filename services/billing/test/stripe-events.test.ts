/**
 * How a verified Stripe event is read into billing's provider-neutral one (payments/stripe-events.ts):
 * which types count, where our transaction id comes from, and what is left alone.
 */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { readStripeEvent } from '../src/payments/stripe-events.ts';

const transactionId = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const event = (type: string, object: Record<string, unknown>) =>
  ({ id: `evt_${type}`, object: 'event', type, data: { object } }) as unknown as Stripe.Event;
const noLookUp = async () => {
  throw new Error('no look-up expected');
};

describe('reading Stripe events', () => {
  it('reads a paid checkout with its card, looking the payment intent up when it is only an id', async () => {
    const lookedUp: string[] = [];
    const read = await readStripeEvent(
      event('checkout.session.completed', {
        payment_status: 'paid',
        metadata: { transactionId },
        customer: 'cus_1',
        payment_intent: 'pi_1',
      }),
      async (id) => {
        lookedUp.push(id);
        return {
          id,
          payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
        } as unknown as Stripe.PaymentIntent;
      },
    );
    expect(lookedUp).toEqual(['pi_1']);
    expect(read).toEqual({
      kind: 'payment-succeeded',
      eventId: 'evt_checkout.session.completed',
      type: 'checkout.session.completed',
      transactionId,
      cardCustomerRef: 'cus_1',
      savedCard: { paymentMethodRef: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
  });

  it('waits for async_payment_succeeded when a checkout completes unpaid (a delayed method)', async () => {
    const unpaid = { payment_status: 'unpaid', metadata: { transactionId }, payment_intent: null };
    expect(await readStripeEvent(event('checkout.session.completed', unpaid), noLookUp)).toBeNull();
    const later = await readStripeEvent(
      event('checkout.session.async_payment_succeeded', { ...unpaid, payment_status: 'paid' }),
      noLookUp,
    );
    expect(later).toMatchObject({ kind: 'payment-succeeded', transactionId, savedCard: null });
    expect(
      await readStripeEvent(event('checkout.session.async_payment_failed', { metadata: { transactionId } }), noLookUp),
    ).toMatchObject({ kind: 'payment-failed', reason: 'The payment was not completed.' });
  });

  it('reads a declined payment intent with Stripe’s text, and an expired checkout', async () => {
    expect(
      await readStripeEvent(
        event('payment_intent.payment_failed', {
          metadata: { transactionId },
          last_payment_error: { message: 'Your card has insufficient funds.' },
        }),
        noLookUp,
      ),
    ).toMatchObject({ kind: 'payment-failed', transactionId, reason: 'Your card has insufficient funds.' });
    expect(
      await readStripeEvent(event('checkout.session.expired', { client_reference_id: transactionId }), noLookUp),
    ).toMatchObject({ kind: 'checkout-expired', transactionId });
  });

  it('leaves other types, and events without our transaction, alone', async () => {
    expect(
      await readStripeEvent(event('payment_intent.succeeded', { metadata: { transactionId } }), noLookUp),
    ).toBeNull();
    expect(await readStripeEvent(event('checkout.session.expired', { metadata: {} }), noLookUp)).toBeNull();
    expect(await readStripeEvent(event('payment_intent.payment_failed', { metadata: {} }), noLookUp)).toBeNull();
  });

  it('reads a completed card setup (mode setup) with its card, looking the setup intent up; nothing else of it', async () => {
    const setup = {
      mode: 'setup',
      status: 'complete',
      metadata: { cardSetupId: 'setup-1', userId: 'u-1' },
      customer: 'cus_1',
      setup_intent: 'seti_1',
    };
    const read = await readStripeEvent(event('checkout.session.completed', setup), noLookUp, async (id) => {
      expect(id).toBe('seti_1');
      return {
        id,
        payment_method: { id: 'pm_2', card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 } },
      } as unknown as Stripe.SetupIntent;
    });
    expect(read).toEqual({
      kind: 'card-saved',
      eventId: 'evt_checkout.session.completed',
      type: 'checkout.session.completed',
      setupId: 'setup-1',
      userId: 'u-1',
      cardCustomerRef: 'cus_1',
      savedCard: { paymentMethodRef: 'pm_2', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031 },
    });
    // A setup session is never a payment: its expiry is no closed order, and without our metadata it is nobody's.
    expect(
      await readStripeEvent(event('checkout.session.expired', { ...setup, status: 'expired' }), noLookUp),
    ).toBeNull();
    expect(await readStripeEvent(event('checkout.session.completed', { ...setup, metadata: {} }), noLookUp)).toBeNull();
  });
});
