import { randomBytes } from 'node:crypto';
import type { TSandboxCard } from './sandbox-cards.ts';
import { sandboxCustomerRef, type TSandboxSession } from './sandbox-provider.ts';
import { sandboxPaymentMethodRef } from './saved-card-charges.ts';
import { cardSetupMetadataKeys } from './stripe-events.ts';
import { stripeCurrencies } from './stripe-provider.ts';

/**
 * The events the sandbox sends, in the shape of Stripe's (only the fields billing reads, plus the
 * ones that say what they are). The payment intent is expanded with its payment method, since the
 * sandbox has no API to look it up in.
 */
function stripeEvent(type: string, object: Record<string, unknown>, now: Date) {
  return {
    id: `evt_sandbox_${randomId()}`,
    object: 'event',
    api_version: null,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    type,
    data: { object },
  };
}

function randomId(): string {
  return randomBytes(12).toString('hex');
}

function sessionObject(session: TSandboxSession, status: string, paymentStatus: string) {
  const metadata = { transactionId: session.transactionId };
  return {
    id: session.sessionId,
    object: 'checkout.session',
    // A card setup's session (kind `setup`) is one of mode `setup`: its expiry closes no order.
    mode: session.kind === 'setup' ? 'setup' : 'payment',
    status,
    payment_status: paymentStatus,
    amount_total: session.amount,
    currency: stripeCurrencies[session.currency] ?? 'usd',
    client_reference_id: session.transactionId,
    metadata,
    customer: sandboxCustomerRef(session.userId),
  };
}

function paymentMethodObject(card: TSandboxCard) {
  return {
    // A card saved from 4000 0000 0000 0341 is marked: its renewals are declined (saved-card-charges.ts).
    id: sandboxPaymentMethodRef(card.number, randomId()),
    object: 'payment_method',
    type: 'card',
    card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
  };
}

function paymentIntentObject(session: TSandboxSession, card: TSandboxCard, status: string) {
  return {
    id: `pi_sandbox_${randomId()}`,
    object: 'payment_intent',
    amount: session.amount,
    currency: stripeCurrencies[session.currency] ?? 'usd',
    status,
    metadata: { transactionId: session.transactionId },
    payment_method: paymentMethodObject(card),
  };
}

/** `checkout.session.completed`, paid, as Stripe sends it when a card pays a checkout. */
export function sandboxCompletedEvent(session: TSandboxSession, card: TSandboxCard, now: Date) {
  return stripeEvent(
    'checkout.session.completed',
    {
      ...sessionObject(session, 'complete', 'paid'),
      payment_intent: paymentIntentObject(session, card, 'succeeded'),
    },
    now,
  );
}

/** `payment_intent.payment_failed`, as Stripe sends it when a card is declined (the checkout stays open). */
export function sandboxDeclinedEvent(
  session: TSandboxSession,
  card: TSandboxCard,
  decline: { code: string; message: string },
  now: Date,
) {
  return stripeEvent(
    'payment_intent.payment_failed',
    {
      ...paymentIntentObject(session, card, 'requires_payment_method'),
      last_payment_error: { type: 'card_error', code: decline.code, message: decline.message },
    },
    now,
  );
}

/** `checkout.session.expired`, as Stripe sends it when a checkout is given up. */
export function sandboxExpiredEvent(session: TSandboxSession, now: Date) {
  return stripeEvent('checkout.session.expired', sessionObject(session, 'expired', 'unpaid'), now);
}

/**
 * `checkout.session.completed` of a session in mode `setup`, as Stripe sends it when a card is saved
 * without a charge: our setup and user in the metadata, its setup intent expanded with the card.
 */
export function sandboxCardSetupEvent(session: TSandboxSession, card: TSandboxCard, now: Date) {
  const metadata = {
    [cardSetupMetadataKeys.setupId]: session.transactionId,
    [cardSetupMetadataKeys.userId]: session.userId,
  };
  return stripeEvent(
    'checkout.session.completed',
    {
      id: session.sessionId,
      object: 'checkout.session',
      mode: 'setup',
      status: 'complete',
      payment_status: 'no_payment_required',
      metadata,
      customer: sandboxCustomerRef(session.userId),
      setup_intent: {
        id: `seti_sandbox_${randomId()}`,
        object: 'setup_intent',
        status: 'succeeded',
        usage: 'off_session',
        metadata,
        payment_method: paymentMethodObject(card),
      },
    },
    now,
  );
}
