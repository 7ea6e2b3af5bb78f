/**
 * Where published configs are kept for at most `ttlSeconds` (SPEC.md §9: 60 s), by access key:
 * Redis shared by every replica, or this process's memory on `npm start`. Entries are JSON text.
 */
export interface PublishedCache {
  get(accessKey: string): Promise<string | undefined>;
  set(accessKey: string, json: string, ttlSeconds: number): Promise<void>;
  delete(accessKeys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** The Redis key of a cached published config. */
export const publishedCacheKeyOf = (accessKey: string) => `animation:published:${accessKey}`;
