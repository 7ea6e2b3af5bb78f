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
