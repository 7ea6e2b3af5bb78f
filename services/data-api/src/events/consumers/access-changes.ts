import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { startConsumer, type Inbox } from '@matchwire/kit/bus/consumer';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { SessionRevokedReason } from '@matchwire/proto';
import type { TDataApiDeps } from '../../data-api-deps.ts';

/** Applying an access change twice changes nothing (forget, set, switch), so every event is simply applied. */
const applyEveryTime: Inbox = {
  async runOnce(_consumer, _event, work) {
    await work();
    return 'processed';
  },
};

/**
 * Keeps this replica's read models current: every replica must see every change, so each
 * subscribes in a consumer group of its own. A rotated key or a locked or activated user is asked
 * again, a whitelist applies at once, a billing change asks the customer's entitlements again,
 * a product change asks the products' leagues again, a switched interface flips.
 */
export async function startAccessChangesConsumer(deps: TDataApiDeps, bus: EventBus): Promise<void> {
  const forgetEntitlements = async (_event: unknown, payload: { userId: string }) =>
    deps.entitlements.forgetUser(payload.userId);
  await startConsumer({
    bus,
    consumer: `data-api-access-${hostname()}-${randomUUID()}`,
    inbox: applyEveryTime,
    logger: deps.logger,
    handlers: {
      'account.api-key-rotated.v1': async (_event, { userId }) => deps.keys.forgetUser(userId),
      'account.ip-whitelist-changed.v1': async (_event, { userId, ipWhitelist }) =>
        deps.keys.setWhitelist(userId, ipWhitelist),
      'account.session-revoked.v1': async (_event, { userId, reason }) => {
        if (reason === SessionRevokedReason.ACCOUNT_LOCKED) deps.keys.forgetUser(userId);
      },
      'account.user-activated.v1': async (_event, { userId }) => deps.keys.forgetUser(userId),
      'billing.trial-started.v1': forgetEntitlements,
      'billing.trial-changed.v1': forgetEntitlements,
      'billing.trial-ended.v1': forgetEntitlements,
      'billing.subscription-activated.v1': forgetEntitlements,
      'billing.subscription-renewed.v1': forgetEntitlements,
      'billing.subscription-expired.v1': forgetEntitlements,
      'catalogue.product-changed.v1': async () => deps.coverage.forget(),
      'data.interface-status-changed.v1': async (_event, change) => deps.switches.apply(change),
    },
  });
}
