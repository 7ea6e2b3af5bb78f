import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TBillingDb } from '../db/billing-db.ts';
import { sandboxSessions } from '../db/schema.ts';

/**
 * A charge of the customer's saved card without them present (a renewal; docs/contracts/billing.md#renewals).
 * The idempotency key is the renewal transaction's own (`renew:<subscriptionId>:<period>` and its
 * retries), sent to the provider, so asking again after a crash or a lost answer is answered with
 * the same payment, never a second one.
 */
export type TSavedCardCharge = {
  transactionId: string;
  idempotencyKey: string;
  /** The provider's customer (Stripe `cus_…`) and the card saved at the first checkout (`pm_…`). */
  cardCustomerRef: string | null;
  paymentMethodRef: string | null;
  /** What the customer is told of the card (its last 4), where known. */
  cardLast4?: string | null;
  userId: string;
  /** Minor units; 1 USD, 2 HKD, 3 EUR, 4 RMB. */
  amount: number;
  currency: number;
  description: string;
};

/**
 * What the provider said: paid, or refused (the reason in its words).
 */
export type TSavedCardResult =
  { outcome: 'succeeded'; providerRef: string } | { outcome: 'failed'; providerRef: string | null; reason: string };

/** The metadata on an off-session payment intent: how its webhooks are told from a checkout's. */
export const renewalIntentKind = 'renewal';

/** ISO codes of SPEC.md's currencies (as stripe-provider.ts names them). */
const currencies: Record<number, string> = { 1: 'usd', 2: 'hkd', 3: 'eur', 4: 'cny' };

/**
 * Stripe: a PaymentIntent for the saved card, confirmed at once off session, with our transaction
 * in its metadata and the transaction's idempotency key. A decline is Stripe's card error (402),
 * answered `failed` with its message; anything else (network, Stripe down) is thrown, leaving the
 * renewal to be asked again with the same key.
 */
export async function chargeThroughStripe(stripe: Stripe, charge: TSavedCardCharge): Promise<TSavedCardResult> {
  const currency = currencies[charge.currency];
  if (!currency)
    return { outcome: 'failed', providerRef: null, reason: `Currency ${charge.currency} cannot be paid by card` };
  if (!charge.cardCustomerRef || !charge.paymentMethodRef)
    return { outcome: 'failed', providerRef: null, reason: 'No card is saved for renewals.' };
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: charge.amount,
        currency,
        customer: charge.cardCustomerRef,
        payment_method: charge.paymentMethodRef,
        off_session: true,
        confirm: true,
        description: charge.description,
        metadata: { transactionId: charge.transactionId, kind: renewalIntentKind },
      },
      { idempotencyKey: charge.idempotencyKey },
    );
    if (intent.status === 'succeeded') return { outcome: 'succeeded', providerRef: intent.id };
    const reason =
      intent.last_payment_error?.message ??
      (intent.status === 'requires_action'
        ? 'Your bank asked to confirm this payment; pay again from the Plans page.'
        : `The payment was not completed (${intent.status}).`);
    return { outcome: 'failed', providerRef: intent.id, reason };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      return {
        outcome: 'failed',
        providerRef: error.payment_intent?.id ?? null,
        reason: error.message || 'Your card was declined.',
      };
    }
    throw error;
  }
}

/**
 * Stripe's test card that attaches to a customer but is declined when charged later
 * (https://docs.stripe.com/testing: 4000 0000 0000 0341). The sandbox marks the card it saves from
 * it, so its renewals are declined as Stripe's would be.
 */
export const sandboxCardDecliningLater = '4000000000000341';
const decliningLaterMark = 'pm_sandbox_declines_';

/** The payment method id the sandbox gives a card paid at its checkout. */
export function sandboxPaymentMethodRef(cardNumber: string, randomPart: string): string {
  return cardNumber === sandboxCardDecliningLater ? `${decliningLaterMark}${randomPart}` : `pm_sandbox_${randomPart}`;
}

/**
 * The sandbox: a charge is a `sandbox_sessions` row of kind `charge` whose id follows from the
 * idempotency key (`pi_sandbox_` + its hash), so asking again is the same payment and nothing is
 * charged twice; a card saved from 4000 0000 0000 0341 is declined, any other saved card pays.
 * Refunds of it work as of a checkout (payments/refunds.ts finds the row by its id).
 */
export async function chargeInSandbox(db: TBillingDb, charge: TSavedCardCharge): Promise<TSavedCardResult> {
  const paymentRef = `pi_sandbox_${createHash('sha256').update(charge.idempotencyKey).digest('hex').slice(0, 24)}`;
  if (!charge.paymentMethodRef)
    return { outcome: 'failed', providerRef: null, reason: 'No card is saved for renewals.' };
  const declines = charge.paymentMethodRef.startsWith(decliningLaterMark);
  await db
    .insert(sandboxSessions)
    .values({
      sessionId: paymentRef,
      kind: 'charge',
      transactionId: charge.transactionId,
      userId: charge.userId,
      amount: charge.amount,
      currency: charge.currency,
      description: charge.description,
      status: declines ? 'declined' : 'complete',
      successPath: '',
      cancelPath: '',
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.sessionId, paymentRef));
  return row!.status === 'complete'
    ? { outcome: 'succeeded', providerRef: paymentRef }
    : { outcome: 'failed', providerRef: paymentRef, reason: 'Your card was declined.' };
}
