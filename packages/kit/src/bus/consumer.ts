import { SpanKind } from '@opentelemetry/api';
import { parseEventPayload, type TEventPayloadOf } from '@matchwire/contracts/events';
import { decodeEnvelope, decodePayload, isKnownEventType, type TEnvelope, type TEventType } from '@matchwire/proto';
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

/** Handles one event of type T: its envelope and its payload, decoded and checked against the type's definition. */
export type TEventHandler<T extends TEventType> = (event: TEnvelope<T>, payload: TEventPayloadOf<T>) => Promise<void>;

export type TEventHandlers = { [T in TEventType]?: TEventHandler<T> };

/**
 * Subscribes a consumer group to the event types it handles. Each event is decoded,
 * continues the producer's trace (W3C context in the message headers), and is handled at most once per consumer thanks to the inbox.
 * A handler that throws is retried by the bus; an undecodable message, or a payload that breaks its
 * type's definition (packages/contracts), is logged and skipped: retrying cannot mend it.
 */
export async function startConsumer(options: {
  bus: EventBus;
  consumer: string;
  inbox: Inbox;
  logger: Logger;
  handlers: TEventHandlers;
  onProcessed?: (event: TEnvelope, outcome: 'processed' | 'duplicate') => void;
  /** Start a new group at the end of its topics (TSubscription.onlyNew). */
  onlyNew?: boolean;
  /** Partitions handled side by side (TSubscription.partitionsConcurrently). */
  partitionsConcurrently?: number;
}): Promise<void> {
  const { bus, consumer, inbox, handlers } = options;
  const logger = options.logger.child({ consumer });
  await bus.subscribe({
    groupId: consumer,
    topics: Object.keys(handlers),
    onlyNew: options.onlyNew,
    partitionsConcurrently: options.partitionsConcurrently,
    handle: async (message) => {
      let event: TEnvelope;
      try {
        event = decodeEnvelope(message.value);
      } catch (error) {
        logger.error({ err: error, topic: message.topic }, 'undecodable event skipped');
        return;
      }
      const handler = (isKnownEventType(event.type) ? handlers[event.type] : undefined) as
        TEventHandler<TEventType> | undefined;
      if (!handler) return;
      const payload = checkedPayload(event, logger);
      if (!payload) return;
      // The producer span's context from the message headers; the envelope's for older messages.
      const carrier = message.headers?.traceparent ? message.headers : event.traceContext;
      await withEventSpan(
        `process ${event.type}`,
        carrier,
        async () => {
          const outcome = await inbox.runOnce(consumer, event, () => handler(event, payload.data));
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

/** The event's payload as its definition parses it; undefined (logged) when it cannot be decoded or breaks the definition. */
function checkedPayload(event: TEnvelope, logger: Logger): { data: TEventPayloadOf<TEventType> } | undefined {
  const where = { eventId: event.id, eventType: event.type };
  let decoded;
  try {
    decoded = decodePayload(event);
  } catch (error) {
    logger.error({ err: error, ...where }, 'undecodable event payload skipped');
    return undefined;
  }
  const checked = parseEventPayload(event.type, decoded);
  if (checked.success) return { data: checked.data };
  logger.error({ ...where, problems: checked.problems }, 'event breaking its definition skipped');
  return undefined;
}
