import type { KeyValueStore } from '@matchwire/kit/bus/key-value-inbox';

/**
 * What a process is told of changes to cached entries (`GatewayStore.watchCached`): each entry set,
 * replaced, dropped or expired, by any replica, and "anything may have changed" (`undefined`) when
 * the store is flushed or the feed comes back after being down.
 */
export type TCachedChanges = {
  /** Whether every change is being told now; while it is not, nothing read before may be trusted. */
  readonly isLive: boolean;
};

/** The start of a cached entry and how long it still lives. */
export type TCachedStart = { start: string; ttlMs: number };

/**
 * What the gateway keeps outside its routes: the inbox of processed events and the
 * public data cache (routes/public-cache.ts). Redis in the full stack, process memory in embedded mode.
 */
export interface GatewayStore extends KeyValueStore {
  getCached(key: string): Promise<string | undefined>;
  /** The first `length` characters of an entry (ASCII entries) and its time to live, or undefined when there is none. */
  getCachedStart(key: string, length: number): Promise<TCachedStart | undefined>;
  setCached(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Drops every cached entry whose key starts with the prefix; returns how many. */
  clearCached(prefix: string): Promise<number>;
  /**
   * Calls `onChange` with the key of every cached entry under `prefix` that is set, replaced,
   * dropped or expires, whoever changed it, and with undefined when any of them may have changed.
   */
  watchCached(prefix: string, onChange: (key: string | undefined) => void): TCachedChanges;
  ping(): Promise<void>;
  close(): Promise<void>;
}
