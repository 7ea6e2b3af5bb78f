import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { EventEnvelopeSchema } from '../gen/matchwire/events/v1/envelope_pb';
import { EventContractError } from './event-error';
import {
  eventTypes,
  isKnownEventType,
  type TEventPayload,
  type TEventPayloadInit,
  type TEventType,
} from './event-types';

/** An event as services handle it: plain values, payload still binary-encoded. */
type TEnvelopeOf<T extends TEventType> = {
  /** UUID; consumers record it in their inbox. */
  id: string;
  /** Versioned event type, also the Kafka topic. */
  type: T;
  time: Date;
  /** Producing service, e.g. `catalogue`. */
  source: string;
  /** Partition key, usually the aggregate id. */
  key: string;
  /** W3C trace context (`traceparent`, `tracestate`). */
  traceContext: Record<string, string>;
  /** The payload message of `type`, binary-encoded. */
  payload: Uint8Array;
};

/**
 * An envelope of event type T. Without T it is a union discriminated by `type`,
 * so `switch (e.type)` narrows it before `decodePayload(e)`.
 */
export type TEnvelope<T extends TEventType = TEventType> = { [K in T]: TEnvelopeOf<K> }[T];

export type TEventMeta = {
  source: string;
  key: string;
  traceContext?: Record<string, string>;
  /** Defaults to a random UUID. */
  id?: string;
  /** Defaults to now. */
  time?: Date;
};

/** Builds an envelope for `type`, encoding the payload with the type's schema. */
export function createEvent<T extends TEventType>(
  type: T,
  payload: TEventPayloadInit<T>,
  meta: TEventMeta,
): TEnvelope<T> {
  if (!isKnownEventType(type)) throw new EventContractError(`Unknown event type "${String(type)}"`);
  if (!meta.source) throw new EventContractError(`Event ${type} needs a source (the producing service)`);
  const time = meta.time ?? new Date();
  if (Number.isNaN(time.getTime())) throw new EventContractError(`Event ${type} has an invalid time`);
  const schema = eventTypes[type];
  const message = create(schema, payload);
  return {
    id: meta.id ?? crypto.randomUUID(),
    type,
    time,
    source: meta.source,
    key: meta.key,
    traceContext: { ...meta.traceContext },
    payload: toBinary(schema, message),
  };
}

/**
 * The envelope of one type. Built generically because a literal with a union `type` is checked
 * against the union of envelopes only up to 25 types, and there are more.
 */
function envelopeOf<T extends TEventType>(type: T, fields: Omit<TEnvelopeOf<T>, 'type'>): TEnvelope<T> {
  return { ...fields, type };
}

/** Encodes an envelope as a binary `matchwire.events.v1.EventEnvelope` (the Kafka message value). */
export function encodeEnvelope(e: TEnvelope): Uint8Array {
  return toBinary(
    EventEnvelopeSchema,
    create(EventEnvelopeSchema, {
      id: e.id,
      type: e.type,
      time: timestampFromDate(e.time),
      source: e.source,
      key: e.key,
      traceContext: e.traceContext,
      payload: e.payload,
    }),
  );
}

/**
 * Decodes a binary envelope. Throws `EventContractError` when the bytes are not an
 * envelope, the type is unknown, or id, time or source is missing.
 */
export function decodeEnvelope(bytes: Uint8Array): TEnvelope {
  let msg;
  try {
    msg = fromBinary(EventEnvelopeSchema, bytes);
  } catch (cause) {
    throw new EventContractError(`Cannot decode event envelope: ${(cause as Error).message}`, { cause });
  }
  if (!isKnownEventType(msg.type)) {
    throw new EventContractError(`Unknown event type "${msg.type}" in envelope ${msg.id || '(no id)'}`);
  }
  if (!msg.id) throw new EventContractError(`Event envelope of type ${msg.type} has no id`);
  if (!msg.time) throw new EventContractError(`Event envelope ${msg.id} has no time`);
  if (!msg.source) throw new EventContractError(`Event envelope ${msg.id} has no source`);
  return envelopeOf(msg.type, {
    id: msg.id,
    time: timestampDate(msg.time),
    source: msg.source,
    key: msg.key,
    traceContext: { ...msg.traceContext },
    payload: msg.payload,
  });
}

/** Decodes the payload of an envelope with the schema of its type. */
export function decodePayload<T extends TEventType>(e: TEnvelope & { type: T }): TEventPayload<T> {
  if (!isKnownEventType(e.type)) throw new EventContractError(`Unknown event type "${String(e.type)}"`);
  const schema = eventTypes[e.type];
  try {
    return fromBinary(schema, e.payload);
  } catch (cause) {
    throw new EventContractError(`Cannot decode payload of ${e.type} event ${e.id}: ${(cause as Error).message}`, {
      cause,
    });
  }
}
