import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type TIncr = FastifyRateLimitStore['incr'];
type TChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type TStoreParams = RateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };

// The plugin's own stores (not in its typings): the Redis one its `redis` option uses, and the
// in-process one it uses without Redis.
const require = createRequire(import.meta.url);
const PluginRedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  nameSpace: string,
) => FastifyRateLimitStore;
const PluginLocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => FastifyRateLimitStore;

/**
 * Counts in Redis (one budget shared by every gateway replica) while Redis answers, and in this
 * process's memory (the same budget, per replica) while it does not: a Redis outage neither
 * opens the gate (no `skipOnError`) nor makes a request wait. Counting returns to Redis as soon as
 * it is ready again; the in-process counters are then left to expire.
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      params: TStoreParams,
      private readonly shared = new PluginRedisStore(
        params.continueExceeding,
        params.exponentialBackoff,
        redis,
        nameSpace,
      ),
      private readonly local = new PluginLocalStore(params.continueExceeding, params.exponentialBackoff, 50_000),
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<TIncr>): void {
      if (redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: TChildOptions): FastifyRateLimitStore {
      return new FallbackStore(
        routeOptions as TStoreParams,
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
