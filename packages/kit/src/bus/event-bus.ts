/**
 * The transport under the outbox relay and the consumers. Two implementations:
 * Kafka (kafkajs) for the full stack and in-process memory for `npm start`.
 * Messages are the binary `EventEnvelope` of `proto/`; topics are versioned event types.
 */
export type TBusMessage = {
  topic: string;
  key: string;
  value: Uint8Array;
  /** Message headers; the W3C trace context (`traceparent`, `tracestate`) travels here. */
  headers?: Record<string, string>;
};

/** Partitions of each topic the Kafka bus creates: a consumer of one topic handles at most this many side by side. */
export const PARTITIONS_PER_TOPIC = 3;

export type TBusHandler = (message: TBusMessage) => Promise<void>;

/** Messages of one partition, in order, handed over together (Kafka: a slice of a fetched batch). */
export type TBusBatch = {
  messages: TBusMessage[];
  /**
   * The first `count` messages are handled: their offsets may be committed, so they are not
   * delivered again to this group (and the consumer's liveness is reported).
   */
  handled(count: number): Promise<void>;
};

/**
 * Handles a batch in order. If it throws, the messages it did not report `handled` are delivered
 * again, from the first of them, after a pause (as a thrown `TBusHandler` error is).
 */
export type TBusBatchHandler = (batch: TBusBatch) => Promise<void>;

export type TSubscription = {
  /** Consumers sharing a group id share the work; each group sees every message. */
  groupId: string;
  topics: string[];
  /**
   * A new group starts at the end of its topics instead of their beginning: for a read model of
   * the moment (a live board) that only wants what happens from now on. Default false: nothing
   * published before a consumer's first start is lost.
   */
  onlyNew?: boolean;
  /**
   * Partitions handled at the same time by one consumer (default 1: one after another). Order
   * stays per partition, and so per key; handlers must then tolerate running side by side, as
   * they already do across replicas.
   */
  partitionsConcurrently?: number;
} & (
  | { handle: TBusHandler; handleBatch?: never }
  /** A batch at a time where the transport fetches batches (Kafka); batches of one elsewhere. */
  | { handleBatch: TBusBatchHandler; handle?: never }
);

export interface EventBus {
  readonly kind: 'kafka' | 'memory';
  /** Resolves once every message is acknowledged by the transport. */
  publish(messages: TBusMessage[]): Promise<void>;
  /** Resolves at once; the consumer joins its group in the background, retrying while the transport is down. */
  subscribe(subscription: TSubscription): Promise<void>;
  /** Throws when the transport cannot be reached (used by readiness). */
  ping(): Promise<void>;
  /** Stops consumers after the message or batch slice in flight (offsets committed); publishing still works. */
  stopConsumers(): Promise<void>;
  /** Stops consumers if still running, then disconnects the producer. */
  close(): Promise<void>;
}
