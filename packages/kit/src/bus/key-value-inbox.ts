import type { TEnvelope } from '@matchwire/proto';
import type { Inbox } from './consumer.ts';

/** Minimal store for an inbox without a database: Redis or a process-local map. */
export interface KeyValueStore {
  isMarked(key: string): Promise<boolean>;
  mark(key: string, ttlSeconds: number): Promise<void>;
}

const SEVEN_DAYS = 7 * 24 * 3600;

/**
 * Inbox for consumers that own no database (the gateway), whose effects are idempotent (dropping
 * cached entries). Nothing can commit the mark together with such an effect, so the id is marked
 * only after the work has succeeded: a work that throws, or a process that dies before the mark,
 * leaves the event unmarked and it is handled again when redelivered (never skipped), which
 * repeats an idempotent effect at worst. Marking first would lose the event instead: a crash (or
 * a store that fails) between the mark and the effect leaves a marked event whose effect never
 * happened. A marked event is a duplicate and is not handled again; two copies handled at the
 * same moment (a rebalance) may both apply the effect, which is again harmless.
 */
export class KeyValueInbox implements Inbox {
  constructor(private readonly store: KeyValueStore) {}

  async runOnce(consumer: string, event: TEnvelope, work: () => Promise<void>): Promise<'processed' | 'duplicate'> {
    const key = `inbox:${consumer}:${event.id}`;
    if (await this.store.isMarked(key)) return 'duplicate';
    await work();
    // A mark that fails throws: the event is redelivered and its (idempotent) work runs again.
    await this.store.mark(key, SEVEN_DAYS);
    return 'processed';
  }
}
