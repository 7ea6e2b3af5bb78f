import { startConsumer } from '@matchwire/kit/bus/consumer';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { PostgresInbox } from '@matchwire/kit/bus/postgres-inbox';
import type { TEnvelope } from '@matchwire/proto';
import type { TDataApiDeps } from '../../data-api-deps.ts';
import { eventTables } from '../../db/schema.ts';
import { keepCustomerAddress } from '../../use-cases/keep-customer-address.ts';

export const customerAddressesConsumer = 'data-api-customer-addresses';

/**
 * Where quota mails go: the address and language billing's trial and subscription events carry,
 * and account's confirmed e-mail changes. Each event once (the inbox). Four topics, so a customer's
 * events may come out of order: the address of the newest event (by its time) is kept.
 */
export async function startCustomerAddressesConsumer(deps: TDataApiDeps, bus: EventBus): Promise<void> {
  const keep = async (event: TEnvelope, payload: { userId: string; email: string; language: string }) =>
    keepCustomerAddress(deps, payload, event.time);
  await startConsumer({
    bus,
    consumer: customerAddressesConsumer,
    workload: 'data-api',
    inbox: new PostgresInbox(deps.db, eventTables),
    logger: deps.logger,
    handlers: {
      'billing.trial-started.v1': keep,
      'billing.trial-changed.v1': keep,
      'billing.subscription-activated.v1': keep,
      'account.email-changed.v1': keep,
    },
  });
}
