import { AppError } from '@matchwire/kit/errors/app-error';
import type { TBillingDeps } from '../billing-deps.ts';
import { sandboxSessionRows } from '../db/sandbox-session-repository.ts';
import { chargeSandboxCard } from '../payments/sandbox-cards.ts';
import {
  sandboxCardSetupEvent,
  sandboxCompletedEvent,
  sandboxDeclinedEvent,
  sandboxExpiredEvent,
} from '../payments/sandbox-events.ts';
import { sandboxPaymentPath, signSandboxEvent, type TSandboxSession } from '../payments/sandbox-provider.ts';
import { handlePaymentWebhook } from './handle-payment-webhook.ts';

/**
 * The sandbox checkout of `npm start` (payments/sandbox-provider.ts): read, paid with a test card,
 * or given up. It exists only while PAYMENT_PROVIDER is `sandbox` (10005 'Interface 404' otherwise),
 * for the session's own customer (10004 for anyone else). Paying and giving up complete through
 * the webhook use-case, with a Stripe-format event signed like Stripe's.
 */
export async function getSandboxCheckout(
  deps: TBillingDeps,
  input: { userId: string; sessionId: string },
): Promise<TSandboxSession> {
  requireSandbox(deps);
  const session = await sandboxSessionRows.find(deps.db, input.sessionId);
  // Renewals' off-session charges are rows of their own, never a checkout page; a card setup
  // (`setup`) is the same page in its save-card variant.
  if (!session || !['card', 'setup'].includes(session.kind) || session.userId !== input.userId)
    throw new AppError('objectNotFound', 'Checkout not found');
  return session;
}

export async function paySandboxCheckout(
  deps: TBillingDeps,
  input: { userId: string; sessionId: string; card: { cardNumber: string; expiry: string } },
): Promise<{ outcome: 'succeeded' | 'declined'; declineMessage: string | null; nextPath: string }> {
  const session = await getSandboxCheckout(deps, input);
  // A second click after paying: paid once, the same answer.
  if (session.status === 'complete')
    return { outcome: 'succeeded', declineMessage: null, nextPath: session.successPath };
  if (session.status !== 'open') throw new AppError('unsupportedOperation', 'This checkout is closed');
  const now = deps.clock();
  const charge = chargeSandboxCard(input.card, now);
  if (session.kind === 'setup') return saveSandboxCard(deps, session, charge, now);
  if (charge.outcome === 'declined') {
    const decline = { code: charge.declineCode, message: charge.message };
    await handlePaymentWebhook(deps, signSandboxEvent(sandboxDeclinedEvent(session, charge.card, decline, now)));
    return { outcome: 'declined', declineMessage: charge.message, nextPath: sandboxPaymentPath(session.sessionId) };
  }
  await handlePaymentWebhook(deps, signSandboxEvent(sandboxCompletedEvent(session, charge.card, now)));
  await sandboxSessionRows.save(deps.db, session.sessionId, { status: 'complete' });
  return { outcome: 'succeeded', declineMessage: null, nextPath: session.successPath };
}

/**
 * The save-card variant: no money is taken. A card Stripe would refuse to set up (declined,
 * expired …) is answered declined, the page left open; any other is saved through the webhook path,
 * as Stripe's `checkout.session.completed` of a setup session.
 */
async function saveSandboxCard(
  deps: TBillingDeps,
  session: TSandboxSession,
  charge: ReturnType<typeof chargeSandboxCard>,
  now: Date,
): Promise<{ outcome: 'succeeded' | 'declined'; declineMessage: string | null; nextPath: string }> {
  if (charge.outcome === 'declined') {
    return { outcome: 'declined', declineMessage: charge.message, nextPath: sandboxPaymentPath(session.sessionId) };
  }
  await handlePaymentWebhook(deps, signSandboxEvent(sandboxCardSetupEvent(session, charge.card, now)));
  await sandboxSessionRows.save(deps.db, session.sessionId, { status: 'complete' });
  return { outcome: 'succeeded', declineMessage: null, nextPath: session.successPath };
}

export async function cancelSandboxCheckout(
  deps: TBillingDeps,
  input: { userId: string; sessionId: string },
): Promise<{ nextPath: string }> {
  const session = await getSandboxCheckout(deps, input);
  if (session.status === 'open') {
    await handlePaymentWebhook(deps, signSandboxEvent(sandboxExpiredEvent(session, deps.clock())));
    await sandboxSessionRows.save(deps.db, session.sessionId, { status: 'expired' });
  }
  return { nextPath: session.cancelPath };
}

function requireSandbox(deps: TBillingDeps): void {
  if (deps.payments.name !== 'sandbox') throw new AppError('interfaceNotFound');
}
