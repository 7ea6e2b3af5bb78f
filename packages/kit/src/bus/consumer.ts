import { SpanKind } from '@opentelemetry/api';
import { eventDefinition, parseEventPayload, type TEventPayloadOf } from '@matchwire/contracts/events';
import {
  decodeEnvelope,
  decodePayload,
  EventContractError,
  isKnownEventType,
  type TEnvelope,
  type TEventType,
} from '@matchwire/proto';
import type { Logger } from '../logger.ts';
import { withEventSpan } from '../telemetry.ts';
import type { EventBus, TBusMessage } from './event-bus.ts';

/**
 * Remembers which events a consumer has processed. `runOnce` runs `work` only for an
 * event id it has not seen, and records it in the same unit of work where the store allows.
 */
export interface Inbox {
  runOnce(consumer: string, event: TEnvelope, work: () => Promise<void>): Promise<'processed' | 'duplicate'>;
  /**
   * Optional, for a store that can record many events in one unit of work: runs `work` for each
   * event it has not seen, in order, and records them all together with their effects; when a
   * `work` throws, none is recorded. Returns each event's outcome in order (an id repeated in the
   * batch is a duplicate after its first).
   */
  runBatch?(
    consumer: string,
    events: TEnvelope[],
    work: (event: TEnvelope) => Promise<void>,
  ): Promise<Array<'processed' | 'duplicate'>>;
}

/** Handles one event of type T: its envelope and its payload, decoded and checked against the type's definition. */
export type TEventHandler<T extends TEventType> = (event: TEnvelope<T>, payload: TEventPayloadOf<T>) => Promise<void>;

export type TEventHandlers = { [T in TEventType]?: TEventHandler<T> };

/** A message this consumer handles, decoded and checked. */
type TDelivery = {
  event: TEnvelope;
  payload: TEventPayloadOf<TEventType>;
  handler: TEventHandler<TEventType>;
  topic: string;
  /** The producer span's context from the message headers; the envelope's for older messages. */
  carrier: Record<string, string>;
};

/**
 * Subscribes a consumer group to the event types it handles. Each event is decoded,
 * continues the producer's trace (W3C context in the message headers), and is handled at most once per consumer thanks to the inbox.
 * A handler that throws is retried by the bus; an undecodable message, or a payload that breaks its
 * type's definition (packages/contracts), is logged and skipped: retrying cannot mend it.
 *
 * Messages come a partition's batch at a time (Kafka). With an inbox that has `runBatch`
 * (PostgresInbox) a batch is handled in one unit of work: one inbox statement and one transaction
 * for all its events, handlers run one after another in order. If any handler throws, that unit
 * is undone and the batch's events are handled again one at a time, each in its own unit, as
 * without `runBatch`: those before the failing one are recorded, and the failing one is retried
 * by the bus (alone, from then on) before anything after it. A handler's effects written outside
 * the inbox's transaction may thus run again, as after a crash.
 *
 * It refuses to start (EventContractError) with a handler for a type whose definition does not
 * list `workload` among its consumers, so the definitions' `consumers` stay what really runs.
 */
export async function startConsumer(options: {
  bus: EventBus;
  /** The consumer group (a test may use its own). */
  consumer: string;
  /** The workload that runs it, as named in deploy/workloads.json: each handled type's definition must list it. */
  workload: string;
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
  requireListedConsumer(options.workload, Object.keys(handlers));
  const logger = options.logger.child({ consumer });
  /** Events whose handler threw when last run alone: their batches are handled one at a time until they pass. */
  const failing = new Set<string>();

  const deliveryOf = (message: TBusMessage): TDelivery | undefined => {
    let event: TEnvelope;
    try {
      event = decodeEnvelope(message.value);
    } catch (error) {
      logger.error({ err: error, topic: message.topic }, 'undecodable event skipped');
      return undefined;
    }
    const handler = (isKnownEventType(event.type) ? handlers[event.type] : undefined) as
      TEventHandler<TEventType> | undefined;
    if (!handler) return undefined;
    const payload = checkedPayload(event, logger);
    if (!payload) return undefined;
    const carrier = message.headers?.traceparent ? message.headers : event.traceContext;
    return { event, payload: payload.data, handler, topic: message.topic, carrier };
  };

  const inSpan = <T>(delivery: TDelivery, work: () => Promise<T>): Promise<T> =>
    withEventSpan(`process ${delivery.event.type}`, delivery.carrier, work, {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': bus.kind === 'kafka' ? 'kafka' : 'memory',
        'messaging.destination.name': delivery.topic,
        'messaging.operation.type': 'process',
        'messaging.consumer.group.name': consumer,
        'messaging.message.id': delivery.event.id,
      },
    });

  const consumed = (event: TEnvelope, outcome: 'processed' | 'duplicate') => {
    logger.info({ eventId: event.id, eventType: event.type, outcome }, 'event consumed');
    options.onProcessed?.(event, outcome);
  };

  /** The batch in one unit of work; false when a handler (or the store) failed and nothing was recorded. */
  const handleTogether = async (deliveries: TDelivery[]): Promise<boolean> => {
    const byEvent = new Map(deliveries.map((delivery) => [delivery.event, delivery]));
    try {
      const outcomes = await inbox.runBatch!(consumer, [...byEvent.keys()], (event) => {
        const delivery = byEvent.get(event)!;
        return inSpan(delivery, () => delivery.handler(event, delivery.payload));
      });
      deliveries.forEach((delivery, index) => consumed(delivery.event, outcomes[index]!));
      return true;
    } catch (error) {
      logger.warn({ err: error, events: deliveries.length }, 'event batch failed; handling its events one at a time');
      return false;
    }
  };

  const handleAlone = async (delivery: TDelivery): Promise<void> => {
    const { event } = delivery;
    try {
      await inSpan(delivery, async () => {
        consumed(event, await inbox.runOnce(consumer, event, () => delivery.handler(event, delivery.payload)));
      });
    } catch (error) {
      failing.add(event.id);
      throw error;
    }
    failing.delete(event.id);
  };

  await bus.subscribe({
    groupId: consumer,
    topics: Object.keys(handlers),
    onlyNew: options.onlyNew,
    partitionsConcurrently: options.partitionsConcurrently,
    handleBatch: async (batch) => {
      const deliveries = batch.messages.map(deliveryOf);
      const handledHere = deliveries.filter((delivery) => delivery !== undefined);
      const isTogether =
        inbox.runBatch !== undefined &&
        handledHere.length > 1 &&
        !handledHere.some((delivery) => failing.has(delivery.event.id));
      if (isTogether && (await handleTogether(handledHere))) {
        await batch.handled(batch.messages.length);
        return;
      }
      for (const [index, delivery] of deliveries.entries()) {
        if (delivery) await handleAlone(delivery);
        await batch.handled(index + 1);
      }
    },
  });
}

/** Throws unless every type in `types` has a definition that lists `workload` among its consumers. */
function requireListedConsumer(workload: string, types: string[]): void {
  for (const type of types) {
    if (!isKnownEventType(type)) {
      throw new EventContractError(`${type} has no event definition: ${workload} cannot consume it`);
    }
    if (!eventDefinition(type).consumers.includes(workload)) {
      throw new EventContractError(
        `${type} does not list ${workload} among its consumers: add it to the definition in packages/contracts before ${workload} consumes it`,
      );
    }
  }
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
