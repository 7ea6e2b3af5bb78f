import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { startConsumer } from '@matchwire/kit/bus/consumer';
import { PostgresInbox } from '@matchwire/kit/bus/postgres-inbox';
import type { TBillingDeps } from '../../billing-deps.ts';
import { eventTables } from '../../db/schema.ts';
import { followEmailChange } from '../../use-cases/follow-email-change.ts';

export const accountChangesConsumer = 'billing-account-changes';

/**
 * Subscribes `billing-account-changes` to the account events billing follows: a confirmed new
 * e-mail address. Each event is handled once (billing's inbox table, by event id).
 */
export async function startAccountChangesConsumer(deps: TBillingDeps, bus: EventBus): Promise<void> {
  await startConsumer({
    bus,
    consumer: accountChangesConsumer,
    workload: 'billing',
    inbox: new PostgresInbox(deps.db, eventTables),
    logger: deps.logger,
    handlers: {
      'account.email-changed.v1': (_event, payload) => followEmailChange(deps, payload),
    },
  });
}
