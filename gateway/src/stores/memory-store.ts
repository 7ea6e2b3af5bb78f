import type { GatewayStore } from './gateway-store.ts';

type TEntry = { value: string; expiresAt: number };

/** Process-local store for the embedded mode (one gateway process, nothing shared). */
export class MemoryStore implements GatewayStore {
  private readonly entries = new Map<string, TEntry>();

  async isMarked(key: string): Promise<boolean> {
    return this.read(`kv:${key}`) !== undefined;
  }

  async mark(key: string, ttlSeconds: number): Promise<void> {
    this.write(`kv:${key}`, '1', ttlSeconds);
  }

  async getCached(key: string): Promise<string | undefined> {
    return this.read(`cache:${key}`);
  }

  async getCachedStart(key: string, length: number): Promise<string | undefined> {
    return this.read(`cache:${key}`)?.slice(0, length);
  }

  async setCached(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.write(`cache:${key}`, value, ttlSeconds);
  }

  async clearCached(prefix: string): Promise<number> {
    let removed = 0;
    for (const key of this.entries.keys()) {
      if (key.startsWith(`cache:${prefix}`)) removed += Number(this.entries.delete(key));
    }
    return removed;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.entries.clear();
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
