import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TBillingDb } from '../db/billing-db.ts';
import { sandboxSessions } from '../db/schema.ts';

/**
 * Money given back through the provider that took it (docs/contracts/billing.md#refunds). The
 * idempotency key is the refund's own (`refund-<refundId>`), so asking again after a lost answer
 * makes one refund at the provider, never two.
 */
export type TRefundRequest = {
  refundId: string;
  idempotencyKey: string;
  /** The transaction's providerRef: the checkout that took the money (Stripe `cs_…`, sandbox `cs_sandbox_…`). */
  paymentRef: string;
  /** Minor units, at most what is left of the payment. */
  amount: number;
  currency: number;
  reason: 'duplicate' | 'fraudulent' | 'requested-by-customer' | 'other';
};

/** The provider's refund (Stripe `re_…`). */
export type TRefundDone = { providerRef: string };

/** The provider said no (nothing was returned): its reason, for the log and the refund's row. */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
}

/**
 * The provider did not answer (the network, a timeout): whether it gave the money back is unknown,
 * so the refund stays `pending` and is asked again with the same idempotency key (the scheduler's
 * finish-pending-refunds), never marked failed, which would let staff refund it a second time.
 */
export class RefundUnanswered extends Error {
  override name = 'RefundUnanswered';
}

/** Stripe names three reasons; `other` is sent without one. */
const stripeReasons: Partial<Record<TRefundRequest['reason'], Stripe.RefundCreateParams.Reason>> = {
  duplicate: 'duplicate',
  fraudulent: 'fraudulent',
  'requested-by-customer': 'requested_by_customer',
};

/**
 * The payment intent behind a transaction's provider reference: a checkout's (`cs_…`, looked up), or
 * the reference itself for a renewal charged off session (`pi_…`, saved-card-charges.ts).
 */
async function paymentIntentOf(stripe: Stripe, paymentRef: string): Promise<string | undefined> {
  if (paymentRef.startsWith('pi_')) return paymentRef;
  const session = await stripe.checkout.sessions.retrieve(paymentRef);
  return typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
}

/**
 * A Stripe refund of the checkout's payment intent. Any error Stripe answers (declined, the charge
 * already refunded, no such session) is a refusal: billing keeps the refund's row as failed and
 * staff may try again with a new refund. No answer at all (after the client's own retries) is
 * `RefundUnanswered`.
 */
export async function refundThroughStripe(stripe: Stripe, request: TRefundRequest): Promise<TRefundDone> {
  try {
    const paymentIntent = await paymentIntentOf(stripe, request.paymentRef);
    if (!paymentIntent) throw new RefundRefused(`checkout ${request.paymentRef} has no payment to refund`);
    const reason = stripeReasons[request.reason];
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: request.amount,
        ...(reason ? { reason } : {}),
        metadata: { refundId: request.refundId },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new RefundRefused(`Stripe refund ${refund.id} is ${refund.status}`);
    }
    return { providerRef: refund.id };
  } catch (error) {
    if (error instanceof RefundRefused) throw error;
    if ((error as { type?: string }).type === 'StripeConnectionError') {
      throw new RefundUnanswered((error as Error).message, { cause: error });
    }
    throw new RefundRefused((error as Error).message, { cause: error });
  }
}

/**
 * The sandbox gives back what its own checkout took: a completed session of the same currency,
 * never more than it took. The refund's id follows from the idempotency key, so a repeat is the
 * same refund, as at Stripe.
 */
export async function refundInSandbox(db: TBillingDb, request: TRefundRequest): Promise<TRefundDone> {
  const [session] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.sessionId, request.paymentRef));
  if (!session || session.status !== 'complete') {
    throw new RefundRefused(`No such payment: the sandbox took nothing through ${request.paymentRef}`);
  }
  if (session.currency !== request.currency || request.amount > session.amount) {
    throw new RefundRefused(
      `The sandbox took ${session.amount} (currency ${session.currency}) through ${session.sessionId}`,
    );
  }
  const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24);
  return { providerRef: `re_sandbox_${digest}` };
}
