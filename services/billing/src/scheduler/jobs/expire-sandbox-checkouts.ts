import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { sandboxSessions } from '../../db/schema.ts';
import { sandboxSessionRows } from '../../db/sandbox-session-repository.ts';
import { sandboxExpiredEvent } from '../../payments/sandbox-events.ts';
import { signSandboxEvent } from '../../payments/sandbox-provider.ts';
import { handlePaymentWebhook } from '../../use-cases/handle-payment-webhook.ts';
import { dueRowJob } from '../billing-job.ts';

/** How long a checkout stays open unpaid: Stripe's default for a Checkout Session (`expires_at`). */
export const checkoutLifetimeMs = 24 * 60 * 60_000;

/**
 * The sandbox's checkouts expire as Stripe's do: one left open a day is closed, through the same
 * webhook path (a signed `checkout.session.expired`), so its order is `closed` and its subscriptions
 * stay incomplete; a card setup's page (kind `setup`) expires the same way and changes nothing else.
 * Under the Stripe provider there are none to expire (Stripe sends its own event).
 */
export const expireSandboxCheckouts = dueRowJob({
  name: 'expire-sandbox-checkouts',
  claimNext: (tx, now, skipIds) =>
    sandboxSessionRows.claimNext(
      tx,
      and(
        inArray(sandboxSessions.kind, ['card', 'setup']),
        eq(sandboxSessions.status, 'open'),
        lte(sandboxSessions.createdAt, new Date(now.getTime() - checkoutLifetimeMs)),
      ),
      asc(sandboxSessions.createdAt),
      skipIds,
    ),
  idOf: (session) => session.sessionId,
  async handle(tx, _publish, session, { deps, now }) {
    // Its webhook is verified with the sandbox's secret: under Stripe the row is only closed.
    if (deps.payments.name === 'sandbox') {
      await handlePaymentWebhook(deps, signSandboxEvent(sandboxExpiredEvent(session, now)));
    }
    await sandboxSessionRows.save(tx, session.sessionId, { status: 'expired' });
  },
});
