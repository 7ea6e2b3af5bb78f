import { SpanKind } from '@opentelemetry/api';
import { decodeEnvelope, isKnownEventType, type TEnvelope, type TEventType } from '@matchwire/proto';
import type { Logger } from '../logger.ts';
import { withEventSpan } from '../telemetry.ts';
import type { EventBus } from './event-bus.ts';

/**
 * Remembers which events a consumer has processed. `runOnce` runs `work` only for an
 * event id it has not seen, and records it in the same unit of work where the store allows.
 */
export interface Inbox {
  runOnce(consumer: string, event: TEnvelope, work: () => Promise<void>): Promise<'processed' | 'duplicate'>;
}

export type TEventHandlers = Partial<Record<TEventType, (event: TEnvelope) => Promise<void>>>;

/**
 * Subscribes a consumer group to the event types it handles. Each event is decoded,
 * continues the producer's trace (W3C context in the message headers), and is handled at most once per consumer thanks to the inbox.
 * A handler that throws is retried by the bus; an undecodable message is logged and skipped.
 */
export async function startConsumer(options: {
  bus: EventBus;
  consumer: string;
  inbox: Inbox;
  logger: Logger;
  handlers: TEventHandlers;
  onProcessed?: (event: TEnvelope, outcome: 'processed' | 'duplicate') => void;
}): Promise<void> {
  const { bus, consumer, inbox, handlers } = options;
  const logger = options.logger.child({ consumer });
  await bus.subscribe({
    groupId: consumer,
    topics: Object.keys(handlers),
    handle: async (message) => {
      let event: TEnvelope;
      try {
        event = decodeEnvelope(message.value);
      } catch (error) {
        logger.error({ err: error, topic: message.topic }, 'undecodable event skipped');
        return;
      }
      const handler = isKnownEventType(event.type) ? handlers[event.type] : undefined;
      if (!handler) return;
      // The producer span's context from the message headers; the envelope's for older messages.
      const carrier = message.headers?.traceparent ? message.headers : event.traceContext;
      await withEventSpan(
        `process ${event.type}`,
        carrier,
        async () => {
          const outcome = await inbox.runOnce(consumer, event, () => handler(event));
          logger.info({ eventId: event.id, eventType: event.type, outcome }, 'event consumed');
          options.onProcessed?.(event, outcome);
        },
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': bus.kind === 'kafka' ? 'kafka' : 'memory',
            'messaging.destination.name': message.topic,
            'messaging.operation.type': 'process',
            'messaging.consumer.group.name': consumer,
            'messaging.message.id': event.id,
          },
        },
      );
    },
  });
}
