import { createHash } from 'node:crypto';
import type { GatewayStore, TCachedChanges } from '../stores/gateway-store.ts';
import type { TCachedPage } from './page-cache.ts';

/**
 * How kept pages are stored and read back (routes/page-cache.ts). An entry is stored as its version
 * (a hash of the rest, VERSION_LENGTH characters) followed by the page's JSON. Each gateway process
 * holds the pages it has already decoded — parsed, their bodies as bytes — by version, and
 * remembers which version the store keeps under each key, so that a hit asks the store nothing.
 * The store stays the one truth: it tells every process of each entry set, replaced, dropped or
 * expired under the prefix, by whichever replica (`GatewayStore.watchCached`: Redis client
 * tracking), and a process forgets what it remembered of that key as it hears of it. While that
 * feed is down (Redis away, reconnecting), and for a key read while a change was in flight, a hit
 * asks the store for the version alone, a few characters instead of the whole entry (~100 kB:
 * three copies of the page in base64). Either way no process serves what the store no longer keeps.
 */
export const VERSION_LENGTH = 27;

/** The store keys of kept pages start with this (routes/page-cache.ts pageCacheKey). */
export const PAGE_CACHE_PREFIX = 'page:';

/** Decoded pages a process holds at most (bytes of bodies); the least recently served go first. */
export const DECODED_PAGES_BYTES = 64 * 1024 * 1024;

/** Keys whose version a process remembers at most (each for at most its entry's time to live). */
export const REMEMBERED_KEYS = 100_000;

/** A kept page as a hit serves it. */
export type TDecodedPage = Pick<TCachedPage, 'etag' | 'contentType' | 'cacheControl' | 'hashes'> & {
  bodies: Record<'identity' | 'br' | 'gzip', Buffer>;
};

/** The stored form of an entry: version, then JSON. */
export function storedForm(page: TCachedPage): string {
  const json = JSON.stringify(page);
  return `${createHash('sha256').update(json).digest('base64url').slice(0, VERSION_LENGTH)}${json}`;
}

function decode(json: string): TDecodedPage {
  const page = JSON.parse(json) as TCachedPage;
  return {
    etag: page.etag,
    contentType: page.contentType,
    cacheControl: page.cacheControl,
    hashes: page.hashes,
    bodies: {
      identity: Buffer.from(page.identity, 'base64'),
      br: Buffer.from(page.br, 'base64'),
      gzip: Buffer.from(page.gzip, 'base64'),
    },
  };
}

const sizeOf = (page: TDecodedPage) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;

/** What a process remembers of one key: the version the store keeps there, until when at most. */
type TKnownVersion = { version: string; expiresAt: number };

/** The decoded pages of this process, by version, least recently served first (a Map keeps insertion order). */
export class DecodedPages {
  private readonly pages = new Map<string, TDecodedPage>();
  private bytes = 0;
  private readonly versions = new Map<string, TKnownVersion>();
  /** Counts the changes heard: a version read while one arrived may already be gone, so it is not remembered. */
  private changesHeard = 0;
  private readonly changes: TCachedChanges;

  constructor(
    private readonly store: GatewayStore,
    private readonly maxBytes: number,
  ) {
    this.changes = store.watchCached(PAGE_CACHE_PREFIX, (key) => {
      this.changesHeard += 1;
      if (key === undefined) this.versions.clear();
      else this.versions.delete(key);
    });
  }

  /** The page the store keeps under `key`, or undefined. */
  async read(key: string): Promise<TDecodedPage | undefined> {
    const known = this.versions.get(key);
    if (known && this.changes.isLive && known.expiresAt > Date.now()) {
      const held = this.served(known.version);
      if (held) return held;
    }
    const startedAt = Date.now();
    const heardBefore = this.changesHeard;
    const wasLive = this.changes.isLive;
    const found = await this.store.getCachedStart(key, VERSION_LENGTH);
    if (!found) return undefined;
    const isRememberable = wasLive && this.changes.isLive && this.changesHeard === heardBefore;
    const remember = () => {
      if (isRememberable) this.remember(key, { version: found.start, expiresAt: startedAt + found.ttlMs });
    };
    const held = this.served(found.start);
    if (held) return (remember(), held);
    const stored = await this.store.getCached(key);
    if (!stored) return undefined;
    const version = stored.slice(0, VERSION_LENGTH);
    const page = decode(stored.slice(VERSION_LENGTH));
    this.hold(version, page);
    // The whole entry may be a newer one than the version read first: then only the next hit remembers.
    if (version === found.start) remember();
    return page;
  }

  /** The page held for `version`, now the most recently served. */
  private served(version: string): TDecodedPage | undefined {
    const held = this.pages.get(version);
    if (!held) return undefined;
    this.pages.delete(version);
    this.pages.set(version, held);
    return held;
  }

  private remember(key: string, known: TKnownVersion): void {
    this.versions.delete(key);
    this.versions.set(key, known);
    if (this.versions.size > REMEMBERED_KEYS) this.versions.delete(this.versions.keys().next().value!);
  }

  private hold(version: string, page: TDecodedPage): void {
    const size = sizeOf(page);
    if (size > this.maxBytes || this.pages.has(version)) return;
    this.pages.set(version, page);
    this.bytes += size;
    for (const [oldest, held] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(held);
    }
  }
}
