import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TBillingDb } from '../db/billing-db.ts';
import { sandboxSessions } from '../db/schema.ts';
import type { TCheckoutStarted, TPaymentProvider } from './payment-provider.ts';
import { refundInSandbox } from './refunds.ts';
import { chargeInSandbox } from './saved-card-charges.ts';
import { readStripeEvent, verifyStripeWebhook } from './stripe-events.ts';

/**
 * The sandbox's own webhook signing secret. It is public on purpose: the sandbox takes no money, and
 * its events are signed and verified exactly as Stripe's are, so they take the same webhook path.
 */
export const sandboxWebhookSecret = 'whsec_matchwire_sandbox_not_a_real_secret';

export type TSandboxSession = typeof sandboxSessions.$inferSelect;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `cs_sandbox_` and 24 random letters and digits. */
function newSessionId(): string {
  const bytes = randomBytes(24);
  return `cs_sandbox_${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * The card provider of `npm start` (PAYMENT_PROVIDER=sandbox): no network and no money. A checkout
 * is a row of `sandbox_sessions`, paid on the site's own page `/purchase/sandbox?session=<id>`,
 * which takes Stripe's test cards (sandbox-cards.ts) and completes by handing a Stripe-format event,
 * signed with `sandboxWebhookSecret`, to the same webhook use-case Stripe's events reach.
 */
export function createSandboxProvider(db: TBillingDb): TPaymentProvider {
  return {
    name: 'sandbox',
    platform: 1,
    async beginCheckout(checkout): Promise<TCheckoutStarted> {
      // The same transaction opens one session, as Stripe's idempotency key would make it.
      const [existing] = await db
        .select()
        .from(sandboxSessions)
        .where(eq(sandboxSessions.transactionId, checkout.transactionId));
      const session =
        existing ??
        (
          await db
            .insert(sandboxSessions)
            .values({
              sessionId: newSessionId(),
              kind: 'card',
              transactionId: checkout.transactionId,
              userId: checkout.customer.userId,
              amount: checkout.lines.reduce((sum, line) => sum + line.amount, 0),
              currency: checkout.currency,
              description: checkout.description,
              successPath: checkout.successPath,
              cancelPath: checkout.cancelPath,
            })
            .returning()
        )[0]!;
      return { providerRef: session.sessionId, paymentUrl: sandboxPaymentPath(session.sessionId) };
    },
    async readWebhook(rawBody, signatureHeader) {
      const event = verifyStripeWebhook(rawBody, signatureHeader, sandboxWebhookSecret);
      // The sandbox's events carry their payment intent expanded: there is no API to ask.
      return readStripeEvent(event, async () => null);
    },
    async beginCardSetup(setup): Promise<TCheckoutStarted> {
      // The same card page in its save-card variant: a session of kind `setup`, nothing to pay.
      const [session] = await db
        .insert(sandboxSessions)
        .values({
          sessionId: newSessionId(),
          kind: 'setup',
          transactionId: setup.setupId,
          userId: setup.customer.userId,
          amount: 0,
          currency: 1,
          description: 'Card kept for renewals',
          successPath: setup.successPath,
          cancelPath: setup.cancelPath,
        })
        .returning();
      return {
        providerRef: session!.sessionId,
        paymentUrl: sandboxPaymentPath(session!.sessionId),
        cardCustomerRef: sandboxCustomerRef(setup.customer.userId),
      };
    },
    refund: (request) => refundInSandbox(db, request),
    chargeSavedCard: (charge) => chargeInSandbox(db, charge),
  };
}

/** The sandbox's "Stripe customer" of a user, as its events name it. */
export function sandboxCustomerRef(userId: string): string {
  return `cus_sandbox_${userId}`;
}

export function sandboxPaymentPath(sessionId: string): string {
  return `/purchase/sandbox?session=${sessionId}`;
}

/** A Stripe-format event as the sandbox sends it: its body, and the `Stripe-Signature` header over it. */
export function signSandboxEvent(event: object): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: sandboxWebhookSecret });
  return { rawBody, signature };
}
