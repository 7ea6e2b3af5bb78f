import type { Logger } from './logger.ts';
import type { TServiceResource } from './publishing-service.ts';

/** How long a start waits for Redis's first connection before it goes on without it. */
const firstConnectionWaitMs = 2000;

/**
 * A service's store in Redis, shared by every replica, or in this process's memory when REDIS_URL is
 * empty (`npm start`: one process, no Redis). As a resource of the service (createPublishingService's
 * `resources`) it waits at start, at most 2 s, for Redis's first connection, so that a normal start
 * uses Redis from its first request and a start without Redis goes on all the same; it is closed
 * after the service's pool.
 */
export function redisOrMemoryStore<TStore extends { close(): Promise<void> }>(
  redisUrl: string,
  logger: Logger,
  store: {
    /** The store on its own fail-fast Redis client (failFastRedisOptions), its errors logged on `logger`. */
    inRedis: (url: string, logger: Logger) => TStore & { whenConnected(timeoutMs: number): Promise<void> };
    inMemory: () => TStore;
  },
): TStore & TServiceResource {
  if (!redisUrl) return Object.assign(store.inMemory(), { start: async () => {} });
  const inRedis = store.inRedis(redisUrl, logger.child({ component: 'redis' }));
  return Object.assign(inRedis, { start: () => inRedis.whenConnected(firstConnectionWaitMs) });
}
