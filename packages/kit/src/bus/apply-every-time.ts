import type { Inbox } from './consumer.ts';

/**
 * The inbox of a consumer whose work is idempotent by nature (forgetting a cached entry, keeping an
 * event by its id): every delivery is simply applied, and nothing is recorded. Such consumers keep
 * in-memory read models, one consumer group per replica.
 */
export const applyEveryTime: Inbox = {
  async runOnce(_consumer, _event, work) {
    await work();
    return 'processed';
  },
};
