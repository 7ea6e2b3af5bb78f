import type { PublishedCache } from './published-cache.ts';

const maxEntries = 50_000;

/** The cache in this process (`npm start`, one process), with the same time to live as Redis's. */
export class MemoryPublishedCache implements PublishedCache {
  private readonly entries = new Map<string, { json: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(accessKey: string): Promise<string | undefined> {
    const entry = this.entries.get(accessKey);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.json;
    this.entries.delete(accessKey);
    return undefined;
  }

  async set(accessKey: string, json: string, ttlSeconds: number): Promise<void> {
    // Oldest first out, so a flood of unknown keys cannot grow the process without bound.
    if (this.entries.size >= maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(accessKey, { json, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async delete(accessKeys: readonly string[]): Promise<void> {
    for (const key of accessKeys) this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
