/**
 * Ordering and paying as a customer does under the sandbox provider (the tests' default): subscription
 * add opens a sandbox checkout, whose card form takes Stripe's test cards.
 */
import { expect } from 'vitest';
import { asUser, type TBillingTestFile } from './billing-test-file.ts';

/** The card form as the checkout page sends it: Stripe's test Visa unless another `cardNumber` is given. */
export function testCard(cardNumber = '4242424242424242', extra: Record<string, string> = {}) {
  return { cardholderName: 'Ada Lovelace', cardNumber, expiry: '12/30', cvc: '123', ...extra };
}

/** The sandbox checkout's id in a payment page's address (`…?session=cs_sandbox_…`). */
export function sessionOf(paymentUrl: string): string {
  return new URL(paymentUrl, 'http://site.invalid').searchParams.get('session')!;
}

/** Orders (subscription add, `body`) as `userId`; fails unless taken. The record, its payment page and checkout. */
export async function orderInSandbox(file: TBillingTestFile, userId: string, body: Record<string, unknown>) {
  const answer = await file.post('/api/subscription/add', body, asUser(userId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { recordId, paymentUrl } = answer.body.data as { recordId: string; paymentUrl: string };
  return { recordId, paymentUrl, sessionId: sessionOf(paymentUrl) };
}

/** Pays the checkout `sessionId` as `userId` with `card`; fails unless the payment succeeded. */
export async function payInSandbox(file: TBillingTestFile, userId: string, sessionId: string, card = testCard()) {
  const paid = await file.post(`/api/sandbox/checkout/${sessionId}/pay`, card, asUser(userId));
  expect(paid.body.data?.outcome, JSON.stringify(paid.body)).toBe('succeeded');
}

/** Orders as `userId` and pays with `card` (Stripe's test Visa by default); the order's record and checkout. */
export async function buyInSandbox(
  file: TBillingTestFile,
  userId: string,
  body: Record<string, unknown>,
  card = testCard(),
) {
  const order = await orderInSandbox(file, userId, body);
  await payInSandbox(file, userId, order.sessionId, card);
  return order;
}

/** Buys `plan` as `userId` and pays it with `card`; the id of the active subscription it made. */
export async function subscribeInSandbox(
  file: TBillingTestFile,
  userId: string,
  plan: { productId: number; planId: number },
  card = testCard(),
): Promise<string> {
  await buyInSandbox(file, userId, { subscriptionList: [plan] }, card);
  const { rows } = await file.query(
    `select subscription_id from billing.subscriptions where user_id = $1 and product_id = $2 and state = 'active'`,
    [userId, plan.productId],
  );
  return rows[0]!.subscription_id as string;
}
