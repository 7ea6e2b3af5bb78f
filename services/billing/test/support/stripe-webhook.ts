/**
 * Stripe's webhooks as billing receives them under the Stripe provider: an event about the
 * Checkout Session of one of our transactions, signed as Stripe signs, posted to the route.
 */
import Stripe from 'stripe';
import type { TAnswer, TBillingTestFile } from './billing-test-file.ts';

/**
 * A `checkout.session.*` event (`id`, `type`) of our transaction `recordId` for Stripe's customer
 * `customer`: completed and paid (with stripe-mock's fixture payment intent), or expired unpaid.
 */
export function checkoutSessionEvent(input: {
  id: string;
  type: string;
  recordId: string;
  customer: string;
  isPaid: boolean;
}) {
  return {
    id: input.id,
    object: 'event',
    type: input.type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_fixture',
        object: 'checkout.session',
        mode: 'payment',
        status: input.isPaid ? 'complete' : 'expired',
        payment_status: input.isPaid ? 'paid' : 'unpaid',
        client_reference_id: input.recordId,
        metadata: { transactionId: input.recordId },
        customer: input.customer,
        payment_intent: input.isPaid ? 'pi_fixture' : null,
      },
    },
  };
}

/** POST /api/webhook/stripe with `event`, signed with the webhook `secret`. */
export async function postStripeEvent(file: TBillingTestFile, secret: string, event: object): Promise<TAnswer> {
  const rawBody = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret });
  const answer = await file.service().app.inject({
    method: 'POST',
    url: '/api/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: rawBody,
  });
  return { status: answer.statusCode, body: answer.json() };
}
