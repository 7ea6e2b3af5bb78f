import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { RateLimitLeases } from './rate-limit-leases.ts';

type TIncr = FastifyRateLimitStore['incr'];
type TChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type TStoreParams = RateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };

// The plugin's own in-process store (not in its typings), the one it uses without Redis.
const require = createRequire(import.meta.url);
const PluginLocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => FastifyRateLimitStore;

/**
 * Counts in Redis (one budget shared by every gateway replica, taken a few places at a time:
 * rate-limit-leases.ts) while Redis answers, and in this
 * process's memory (the same budget, per replica) while it does not: a Redis outage neither
 * opens the gate (no `skipOnError`) nor makes a request wait. Counting returns to Redis as soon as
 * it is ready again; the in-process counters are then left to expire.
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const shared = new RateLimitLeases(redis);
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      params: TStoreParams,
      private readonly keyPrefix = nameSpace,
      private readonly local = new PluginLocalStore(params.continueExceeding, params.exponentialBackoff, 50_000),
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<TIncr>): void {
      if (redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
      shared.count(this.keyPrefix + key, timeWindow, max, (error, result) =>
        error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result!),
      );
    }

    // A route with a budget of its own counts apart, under its method and path (as the plugin's stores do).
    child(routeOptions: TChildOptions): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as TChildOptions & { routeInfo: { method: string; url: string } };
      return new FallbackStore(
        routeOptions as TStoreParams,
        `${this.keyPrefix}${routeInfo.method}${routeInfo.url}-`,
        this.local.child(routeOptions),
      );
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
