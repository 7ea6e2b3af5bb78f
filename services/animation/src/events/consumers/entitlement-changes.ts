import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { startReplicaConsumer } from '@matchwire/kit/bus/replica-consumer';
import {
  forgetEntitlementsOnBillingEvents,
  type EntitlementDirectory,
} from '@matchwire/kit/entitlements/entitlement-directory';
import type { Logger } from '@matchwire/kit/logger';

/**
 * A trial or subscription that starts, changes or ends makes this replica ask billing again what
 * the customer's widgets may show. Each replica keeps its own copy, so each subscribes in a group
 * of its own.
 */
export async function startEntitlementChangesConsumer(
  deps: { entitlements: EntitlementDirectory; logger: Logger },
  bus: EventBus,
): Promise<void> {
  await startReplicaConsumer({
    bus,
    name: 'animation-entitlements',
    workload: 'animation',
    logger: deps.logger,
    handlers: forgetEntitlementsOnBillingEvents(deps.entitlements),
  });
}
