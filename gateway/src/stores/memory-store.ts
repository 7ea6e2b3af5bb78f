import type { GatewayStore, TCachedChanges, TCachedStart } from './gateway-store.ts';

type TEntry = { value: string; expiresAt: number };
type TWatcher = { prefix: string; onChange: (key: string | undefined) => void };

/** Process-local store for the embedded mode (one gateway process, nothing shared). */
export class MemoryStore implements GatewayStore {
  private readonly entries = new Map<string, TEntry>();
  private readonly watchers = new Set<TWatcher>();

  async isMarked(key: string): Promise<boolean> {
    return this.read(`kv:${key}`) !== undefined;
  }

  async mark(key: string, ttlSeconds: number): Promise<void> {
    this.write(`kv:${key}`, '1', ttlSeconds);
  }

  async getCached(key: string): Promise<string | undefined> {
    return this.read(`cache:${key}`);
  }

  async getCachedStart(key: string, length: number): Promise<TCachedStart | undefined> {
    const entry = this.entries.get(`cache:${key}`);
    const value = this.read(`cache:${key}`);
    if (!entry || value === undefined) return undefined;
    return { start: value.slice(0, length), ttlMs: entry.expiresAt - Date.now() };
  }

  async setCached(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.write(`cache:${key}`, value, ttlSeconds);
    this.tell(key);
  }

  async clearCached(prefix: string): Promise<number> {
    let removed = 0;
    for (const key of this.entries.keys()) {
      if (key.startsWith(`cache:${prefix}`) && this.entries.delete(key)) {
        removed += 1;
        this.tell(key.slice('cache:'.length));
      }
    }
    return removed;
  }

  /** In one process every change is seen as it is made: the feed is always live. */
  watchCached(prefix: string, onChange: (key: string | undefined) => void): TCachedChanges {
    this.watchers.add({ prefix, onChange });
    return { isLive: true };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.entries.clear();
    for (const watcher of this.watchers) watcher.onChange(undefined);
  }

  private tell(key: string): void {
    for (const watcher of this.watchers) if (key.startsWith(watcher.prefix)) watcher.onChange(key);
  }

  private read(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private write(key: string, value: string, ttlSeconds: number): void {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }
}
