/**
 * How every process talks to Redis: never waiting for it. No offline queue, no retried commands,
 * short timeouts, reconnection in the background; what uses Redis decides what to do while it is
 * away (docs/decisions/0012). For `new Redis(url, failFastRedisOptions)` (ioredis).
 */
export const failFastRedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1000,
  commandTimeout: 500,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
};

/**
 * Waits at most `timeoutMs` for an ioredis client's first connection, so that a normal start uses
 * Redis from its first request; without Redis it goes on all the same (never throws).
 */
export async function whenRedisReady(
  redis: { status: string; once(event: 'ready', listener: () => void): unknown },
  timeoutMs: number,
): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    redis.once('ready', () => (clearTimeout(timer), resolve()));
  });
}
