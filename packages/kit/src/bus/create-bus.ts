import type { Logger } from '../logger.ts';
import type { EventBus } from './event-bus.ts';
import { KafkaBus } from './kafka-bus.ts';
import { MemoryBus } from './memory-bus.ts';

let sharedMemoryBus: MemoryBus | undefined;

/** Kafka for the full stack; one process-wide memory bus for the embedded mode. */
export function createBus(options: {
  kind: 'kafka' | 'memory';
  clientId: string;
  brokers: string[];
  /** Kafka only: put before every topic name and consumer group id (KafkaBus). */
  topicPrefix?: string;
  groupPrefix?: string;
  logger: Logger;
}): EventBus {
  if (options.kind === 'kafka') return new KafkaBus(options);
  sharedMemoryBus ??= new MemoryBus(options.logger.child({ component: 'memory-bus' }));
  return sharedMemoryBus;
}
