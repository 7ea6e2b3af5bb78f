import type { KeyValueStore } from '@matchwire/kit/bus/key-value-inbox';

/**
 * What the gateway keeps outside its routes: the inbox of processed events and the
 * public data cache (routes/public-cache.ts). Redis in the full stack, process memory in embedded mode.
 */
export interface GatewayStore extends KeyValueStore {
  getCached(key: string): Promise<string | undefined>;
  /** The first `length` characters of an entry (ASCII entries), or undefined when there is none. */
  getCachedStart(key: string, length: number): Promise<string | undefined>;
  setCached(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Drops every cached entry whose key starts with the prefix; returns how many. */
  clearCached(prefix: string): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
