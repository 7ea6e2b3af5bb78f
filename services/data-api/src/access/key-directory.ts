import { createHash } from 'node:crypto';
import { ipRanges, type TIpRanges } from './ip-ranges.ts';
import type { TKeyOwner } from './upstreams.ts';

/** What the access checks know of a key: its owner, whether they may use it, from where. */
export type TKnownKey = { userId: string; isActive: boolean; whitelist: TIpRanges };

/** How long a key no user has is remembered as unknown (a rotated key is dropped by its event at once). */
const unknownKeyTtlMs = 30_000;
const maxKeys = 200_000;

/**
 * The read model of API keys: each key is asked of the account service the first time it is
 * seen, then answered from memory, kept current by the account's events (a rotated key, a
 * whitelist change, a locked or activated user). Keys are held by their SHA-256, never as sent.
 * Concurrent first calls with one key ask once.
 */
export class KeyDirectory {
  private readonly byHash = new Map<string, TKnownKey>();
  private readonly hashesByUser = new Map<string, Set<string>>();
  private readonly unknown = new Map<string, number>();
  private readonly pending = new Map<string, Promise<TKnownKey | undefined>>();
  /** Bumped by every change event, so that a look-up that began before it does not store a stale answer. */
  private generation = 0;

  constructor(
    private readonly lookUp: (apiKey: string) => Promise<TKeyOwner | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key's owner, or undefined when no user has it. Throws 10007 when the account service cannot say. */
  async find(apiKey: string): Promise<TKnownKey | undefined> {
    const hash = createHash('sha256').update(apiKey).digest('hex');
    const known = this.byHash.get(hash);
    if (known) return known;
    const unknownUntil = this.unknown.get(hash);
    if (unknownUntil !== undefined && unknownUntil > this.now()) return undefined;
    let lookUp = this.pending.get(hash);
    if (!lookUp) {
      lookUp = this.ask(apiKey, hash).finally(() => this.pending.delete(hash));
      this.pending.set(hash, lookUp);
    }
    return lookUp;
  }

  /** `account.api-key-rotated.v1`, a lock or an activation: the user's keys are asked again. */
  forgetUser(userId: string): void {
    this.generation++;
    for (const hash of this.hashesByUser.get(userId) ?? []) this.byHash.delete(hash);
    this.hashesByUser.delete(userId);
    // A new key may have been tried before its event arrived.
    this.unknown.clear();
  }

  /** `account.ip-whitelist-changed.v1`: applies at once to every key of the user held here. */
  setWhitelist(userId: string, entries: readonly string[]): void {
    this.generation++;
    const whitelist = ipRanges(entries);
    for (const hash of this.hashesByUser.get(userId) ?? []) {
      const known = this.byHash.get(hash);
      if (known) this.byHash.set(hash, { ...known, whitelist });
    }
  }

  private async ask(apiKey: string, hash: string): Promise<TKnownKey | undefined> {
    const generation = this.generation;
    const owner = await this.lookUp(apiKey);
    if (!owner) {
      if (this.unknown.size >= maxKeys) this.unknown.clear();
      this.unknown.set(hash, this.now() + unknownKeyTtlMs);
      return undefined;
    }
    const known: TKnownKey = { userId: owner.userId, isActive: owner.isActive, whitelist: ipRanges(owner.ipWhitelist) };
    // An event arrived while asking: this answer may predate it, so it serves this call only.
    if (generation !== this.generation) return known;
    if (this.byHash.size >= maxKeys) this.evictOldest();
    this.byHash.set(hash, known);
    const hashes = this.hashesByUser.get(owner.userId) ?? new Set<string>();
    hashes.add(hash);
    this.hashesByUser.set(owner.userId, hashes);
    return known;
  }

  private evictOldest(): void {
    const oldest = this.byHash.entries().next().value;
    if (!oldest) return;
    const [hash, known] = oldest;
    this.byHash.delete(hash);
    this.hashesByUser.get(known.userId)?.delete(hash);
  }
}
