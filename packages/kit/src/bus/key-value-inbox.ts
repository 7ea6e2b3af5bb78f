import type { TEnvelope } from '@matchwire/proto';
import type { Inbox } from './consumer.ts';

/** Minimal store for an inbox without a database: Redis (`SET NX`) or a process-local map. */
export interface KeyValueStore {
  setIfAbsent(key: string, ttlSeconds: number): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const SEVEN_DAYS = 7 * 24 * 3600;

/**
 * Inbox for consumers that own no database (the gateway). The id is claimed before the
 * work and released if the work fails, so a failed event is retried and a done one is not.
 */
export class KeyValueInbox implements Inbox {
  constructor(private readonly store: KeyValueStore) {}

  async runOnce(consumer: string, event: TEnvelope, work: () => Promise<void>): Promise<'processed' | 'duplicate'> {
    const key = `inbox:${consumer}:${event.id}`;
    if (!(await this.store.setIfAbsent(key, SEVEN_DAYS))) return 'duplicate';
    try {
      await work();
    } catch (error) {
      await this.store.remove(key);
      throw error;
    }
    return 'processed';
  }
}
