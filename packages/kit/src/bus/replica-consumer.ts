import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { applyEveryTime } from './apply-every-time.ts';
import { startConsumer } from './consumer.ts';

/**
 * Starts a consumer that keeps this replica's own copy of something (a cache, a read model, a live
 * board): every replica must see every event, so each subscribes in a consumer group of its own,
 * `<name>-<host>-<random id>`, and simply applies every delivery (applyEveryTime).
 */
export async function startReplicaConsumer(
  options: { name: string } & Omit<Parameters<typeof startConsumer>[0], 'consumer' | 'inbox'>,
): Promise<void> {
  const { name, ...consumer } = options;
  await startConsumer({ ...consumer, consumer: `${name}-${hostname()}-${randomUUID()}`, inbox: applyEveryTime });
}
