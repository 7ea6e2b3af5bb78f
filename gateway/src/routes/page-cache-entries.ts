import { createHash } from 'node:crypto';
import type { GatewayStore } from '../stores/gateway-store.ts';
import type { TCachedPage } from './page-cache.ts';

/**
 * How kept pages are stored and read back (routes/page-cache.ts). An entry is stored as its version
 * (a hash of the rest, VERSION_LENGTH characters) followed by the page's JSON. Each gateway process
 * holds the pages it has already decoded — parsed, their bodies as bytes — by version, so that a hit
 * asks the store for the few characters of the version alone instead of the whole entry (~100 kB:
 * three copies of the page in base64) and parsing it. The store stays the one truth: an entry
 * dropped or replaced there has no version or another one, so a process never serves what the
 * store no longer keeps, whichever replica dropped it.
 */
export const VERSION_LENGTH = 27;

/** Decoded pages a process holds at most (bytes of bodies); the least recently served go first. */
export const DECODED_PAGES_BYTES = 64 * 1024 * 1024;

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

/** The decoded pages of this process, by version, least recently served first (a Map keeps insertion order). */
export class DecodedPages {
  private readonly pages = new Map<string, TDecodedPage>();
  private bytes = 0;

  constructor(
    private readonly store: GatewayStore,
    private readonly maxBytes: number,
  ) {}

  /** The page the store keeps under `key`, or undefined. */
  async read(key: string): Promise<TDecodedPage | undefined> {
    const version = await this.store.getCachedStart(key, VERSION_LENGTH);
    if (!version) return undefined;
    const held = this.pages.get(version);
    if (held) {
      this.pages.delete(version);
      this.pages.set(version, held);
      return held;
    }
    const stored = await this.store.getCached(key);
    if (!stored) return undefined;
    const page = decode(stored.slice(VERSION_LENGTH));
    this.hold(stored.slice(0, VERSION_LENGTH), page);
    return page;
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
