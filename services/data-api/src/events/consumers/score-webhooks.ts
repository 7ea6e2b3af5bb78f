import { startConsumer } from '@matchwire/kit/bus/consumer';
import { PARTITIONS_PER_TOPIC, type EventBus } from '@matchwire/kit/bus/event-bus';
import { PostgresInbox } from '@matchwire/kit/bus/postgres-inbox';
import type { TDataApiDeps } from '../../data-api-deps.ts';
import { eventTables } from '../../db/schema.ts';
import { queueScoreWebhooks } from '../../use-cases/queue-score-webhooks.ts';

export const scoreWebhooksConsumer = 'data-api-score-webhooks';

/**
 * Turns the live simulator's score changes into webhook deliveries; `onQueued` after they are
 * committed. The deliveries are written in the inbox's transaction, so the event's id and the
 * deliveries it makes commit together (a batch of events at a time): a relay restart or a
 * redelivered event makes none twice (and the unique score delivery per customer and match event
 * backs that up). A match's events share a key and so a partition, in order; partitions are
 * handled side by side, since events of different matches make deliveries of their own.
 */
export async function startScoreWebhooksConsumer(
  deps: TDataApiDeps,
  bus: EventBus,
  onQueued: () => void,
): Promise<void> {
  const inbox = new PostgresInbox(deps.db, eventTables);
  // Events whose deliveries are being committed: the sender is kicked once they are.
  const withDeliveries = new Set<string>();
  await startConsumer({
    bus,
    consumer: scoreWebhooksConsumer,
    workload: 'data-api',
    inbox,
    logger: deps.logger,
    partitionsConcurrently: PARTITIONS_PER_TOPIC,
    handlers: {
      'data.match-event.v1': async (event, payload) => {
        if ((await queueScoreWebhooks(deps, inbox.transaction(), payload)) > 0) withDeliveries.add(event.id);
      },
    },
    onProcessed: (event) => {
      if (withDeliveries.delete(event.id)) onQueued();
    },
  });
}
