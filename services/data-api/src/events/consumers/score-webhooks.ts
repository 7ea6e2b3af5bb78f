import { AsyncLocalStorage } from 'node:async_hooks';
import { startConsumer, type Inbox } from '@matchwire/kit/bus/consumer';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import type { TEnvelope } from '@matchwire/proto';
import type { TDataApiDeps } from '../../data-api-deps.ts';
import type { TDataApiTx } from '../../db/data-api-db.ts';
import { inbox } from '../../db/schema.ts';
import { queueScoreWebhooks } from '../../use-cases/queue-score-webhooks.ts';

export const scoreWebhooksConsumer = 'data-api-score-webhooks';

/**
 * The kit's PostgresInbox, with its transaction handed to the handler: the event's id and the
 * deliveries it makes commit together, so a relay restart or a redelivered event makes none twice
 * (and the unique score delivery per customer and match event backs that up).
 */
class InboxTransaction implements Inbox {
  private readonly current = new AsyncLocalStorage<TDataApiTx>();

  constructor(private readonly db: TDataApiDeps['db']) {}

  transaction(): TDataApiTx {
    const tx = this.current.getStore();
    if (!tx) throw new Error('no inbox transaction: the handler runs outside runOnce');
    return tx;
  }

  async runOnce(consumer: string, event: TEnvelope, work: () => Promise<void>): Promise<'processed' | 'duplicate'> {
    return this.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(inbox)
        .values({ consumer, eventId: event.id, eventType: event.type })
        .onConflictDoNothing()
        .returning({ eventId: inbox.eventId });
      if (recorded.length === 0) return 'duplicate';
      await this.current.run(tx, work);
      return 'processed';
    });
  }
}

/** Turns the live simulator's score changes into webhook deliveries; `onQueued` after they are committed. */
export async function startScoreWebhooksConsumer(
  deps: TDataApiDeps,
  bus: EventBus,
  onQueued: () => void,
): Promise<void> {
  const events = new InboxTransaction(deps.db);
  // Events whose deliveries are being committed: the sender is kicked once they are.
  const withDeliveries = new Set<string>();
  await startConsumer({
    bus,
    consumer: scoreWebhooksConsumer,
    inbox: events,
    logger: deps.logger,
    handlers: {
      'data.match-event.v1': async (event, payload) => {
        if ((await queueScoreWebhooks(deps, events.transaction(), payload)) > 0) withDeliveries.add(event.id);
      },
    },
    onProcessed: (event) => {
      if (withDeliveries.delete(event.id)) onQueued();
    },
  });
}
