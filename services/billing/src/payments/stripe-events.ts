import { AppError } from '@matchwire/kit/errors/app-error';
import Stripe from 'stripe';
import type { TPaymentEvent, TSavedCard } from './payment-provider.ts';

/** Fetches a payment intent with its payment method expanded (Stripe's API; the sandbox has none). */
export type TPaymentIntentLookup = (paymentIntentId: string) => Promise<Stripe.PaymentIntent | null>;

/** Fetches a setup intent with its payment method expanded (Stripe's API; the sandbox has none). */
export type TSetupIntentLookup = (setupIntentId: string) => Promise<Stripe.SetupIntent | null>;

/** The metadata of a card setup's Checkout Session: our setup id and whose card it is. */
export const cardSetupMetadataKeys = { setupId: 'cardSetupId', userId: 'userId' } as const;

/**
 * A verified Stripe event (real, or built by the sandbox in Stripe's format) as billing acts on it.
 * Our transaction is found by the metadata we put on the checkout, never by Stripe's ids (stripe-mock
 * answers fixed ids). Types billing does not act on, and events without our metadata, are null.
 */
export async function readStripeEvent(
  event: Stripe.Event,
  lookUpPaymentIntent: TPaymentIntentLookup,
  // The sandbox's setup events carry their setup intent expanded: it has no API to ask.
  lookUpSetupIntent: TSetupIntentLookup = async () => null,
): Promise<TPaymentEvent | null> {
  const base = { eventId: event.id, type: event.type };
  // A card setup's session (mode `setup`) takes no money: only its completion is acted on.
  if (event.type.startsWith('checkout.session.') && (event.data.object as Stripe.Checkout.Session).mode === 'setup') {
    return event.type === 'checkout.session.completed'
      ? readCardSetup(base, event.data.object as Stripe.Checkout.Session, lookUpSetupIntent)
      : null;
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const transactionId = transactionIdOf(session);
      // A delayed method (a bank debit) completes the session unpaid; async_payment_succeeded follows.
      if (!transactionId || session.payment_status === 'unpaid') return null;
      const intent = await paymentIntentOf(session.payment_intent, lookUpPaymentIntent);
      return {
        ...base,
        kind: 'payment-succeeded',
        transactionId,
        cardCustomerRef: idOf(session.customer),
        savedCard: intent ? savedCardOf(intent.payment_method) : null,
      };
    }
    case 'checkout.session.async_payment_failed': {
      const transactionId = transactionIdOf(event.data.object);
      return transactionId
        ? { ...base, kind: 'payment-failed', transactionId, reason: 'The payment was not completed.' }
        : null;
    }
    case 'checkout.session.expired': {
      const transactionId = transactionIdOf(event.data.object);
      return transactionId ? { ...base, kind: 'checkout-expired', transactionId } : null;
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const transactionId = intent.metadata?.transactionId;
      if (!transactionId) return null;
      const reason = intent.last_payment_error?.message ?? 'Your card was declined.';
      return { ...base, kind: 'payment-failed', transactionId, reason };
    }
    default:
      return null;
  }
}

async function readCardSetup(
  base: { eventId: string; type: string },
  session: Stripe.Checkout.Session,
  lookUp: TSetupIntentLookup,
): Promise<TPaymentEvent | null> {
  const setupId = session.metadata?.[cardSetupMetadataKeys.setupId];
  const userId = session.metadata?.[cardSetupMetadataKeys.userId];
  if (!setupId || !userId || session.status !== 'complete') return null;
  const value = session.setup_intent;
  const intent = !value ? null : typeof value === 'string' ? await lookUp(value) : value;
  return {
    ...base,
    kind: 'card-saved',
    setupId,
    userId,
    cardCustomerRef: idOf(session.customer),
    savedCard: intent ? savedCardOf(intent.payment_method) : null,
  };
}

function transactionIdOf(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.transactionId ?? session.client_reference_id ?? null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

async function paymentIntentOf(
  value: string | Stripe.PaymentIntent | null,
  lookUp: TPaymentIntentLookup,
): Promise<Stripe.PaymentIntent | null> {
  if (!value) return null;
  return typeof value === 'string' ? lookUp(value) : value;
}

function savedCardOf(method: string | Stripe.PaymentMethod | null): TSavedCard | null {
  if (!method) return null;
  if (typeof method === 'string') {
    return { paymentMethodRef: method, brand: null, last4: null, expMonth: null, expYear: null };
  }
  const card = method.card;
  return {
    paymentMethodRef: method.id,
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    expMonth: card?.exp_month ?? null,
    expYear: card?.exp_year ?? null,
  };
}

/** Stripe's tolerance for a webhook's timestamp: older signatures are refused (replays). */
export const webhookToleranceSeconds = 300;

/**
 * Checks the `Stripe-Signature` header over the raw body with the endpoint's secret and parses the
 * event; AppError webhookSignatureInvalid (13015) when it does not verify or is too old.
 */
export function verifyStripeWebhook(
  rawBody: string | Uint8Array,
  header: string | undefined,
  secret: string,
): Stripe.Event {
  if (!header) throw new AppError('webhookSignatureInvalid');
  try {
    return Stripe.webhooks.constructEvent(rawBody, header, secret, webhookToleranceSeconds);
  } catch (error) {
    throw new AppError('webhookSignatureInvalid', undefined, { cause: error });
  }
}
