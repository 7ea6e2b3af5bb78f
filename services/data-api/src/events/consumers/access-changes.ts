import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { startReplicaConsumer } from '@matchwire/kit/bus/replica-consumer';
import { forgetEntitlementsOnBillingEvents } from '@matchwire/kit/entitlements/entitlement-directory';
import { SessionRevokedReason } from '@matchwire/proto';
import type { TDataApiDeps } from '../../data-api-deps.ts';

/**
 * Keeps this replica's read models current: every replica must see every change, so each
 * subscribes in a consumer group of its own. A rotated key or a locked or activated user is asked
 * again, a whitelist applies at once, a billing change asks the customer's entitlements again,
 * a product change asks the products' leagues again, a switched interface flips.
 */
export async function startAccessChangesConsumer(deps: TDataApiDeps, bus: EventBus): Promise<void> {
  await startReplicaConsumer({
    bus,
    name: 'data-api-access',
    workload: 'data-api',
    logger: deps.logger,
    handlers: {
      'account.api-key-rotated.v1': async (_event, { userId }) => deps.keys.forgetUser(userId),
      'account.ip-whitelist-changed.v1': async (_event, { userId, ipWhitelist }) =>
        deps.keys.setWhitelist(userId, ipWhitelist),
      'account.session-revoked.v1': async (_event, { userId, reason }) => {
        if (reason === SessionRevokedReason.ACCOUNT_LOCKED) deps.keys.forgetUser(userId);
      },
      'account.user-activated.v1': async (_event, { userId }) => deps.keys.forgetUser(userId),
      ...forgetEntitlementsOnBillingEvents(deps.entitlements),
      'catalogue.product-changed.v1': async () => deps.coverage.forget(),
      'data.interface-status-changed.v1': async (_event, change) => deps.switches.apply(change),
    },
  });
}
