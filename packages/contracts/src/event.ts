import type { TEventType } from '@matchwire/proto';
import type { z } from 'zod';

/**
 * One event type: the single definition its producer builds against (kit's buildEvent checks the
 * producer and the payload) and its consumers parse with (kit's startConsumer). The wire format
 * stays the protobuf message `proto/` registers under the same name; packages/contracts/test
 * proves the two agree field by field.
 */
export type TEventDefinition = {
  /** Versioned name, also the Kafka topic: `<producer>.<event>.v<N>` (the producer's prefix: eventPrefix). */
  type: TEventType;
  /** The only workload that may publish it, as named in deploy/workloads.json. */
  producer: string;
  /** One line for the docs. */
  summary: string;
  /** The decoded payload (protobuf-es field names, proto3 defaults filled in) as it must be. */
  payload: z.ZodObject;
  /** The workloads that consume it: kit's startConsumer refuses a handler of a workload not listed here. */
  consumers: readonly string[];
  /** Why it is no longer published, and what replaced it. Retired types stay for old messages on the topics. */
  retired?: string;
};

type TEventSpec = Omit<TEventDefinition, 'type' | 'producer'>;

/**
 * The producers whose type names start with a shorter word than the workload's name: the data
 * API's events are `data.…` (proto package matchwire.data.v1), as the issue and the docs name them.
 */
const eventPrefixes = { 'data-api': 'data' } as const;
type TEventPrefix<TProducer extends string> = TProducer extends keyof typeof eventPrefixes
  ? (typeof eventPrefixes)[TProducer]
  : TProducer;

/** The word every type name of `producer` starts with (`billing` → `billing`, `data-api` → `data`). */
export function eventPrefix(producer: string): string {
  return Object.hasOwn(eventPrefixes, producer) ? eventPrefixes[producer as keyof typeof eventPrefixes] : producer;
}

/** A producer's event types, keyed by type name; each definition is stamped with its name and producer. */
export function defineEvents<
  const TProducer extends string,
  const TSpecs extends { [K in TEventType & `${TEventPrefix<TProducer>}.${string}`]?: TEventSpec },
>(producer: TProducer, specs: TSpecs): { [K in keyof TSpecs]: TSpecs[K] & { type: K; producer: TProducer } } {
  return Object.fromEntries(
    Object.entries(specs).map(([type, spec]) => [type, { ...(spec as TEventSpec), type, producer }]),
  ) as { [K in keyof TSpecs]: TSpecs[K] & { type: K; producer: TProducer } };
}
