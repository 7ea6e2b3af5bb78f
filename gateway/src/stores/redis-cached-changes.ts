import type { Logger } from '@matchwire/kit/logger';
import { failFastRedisOptions } from '@matchwire/kit/redis-options';
import { Redis, ReplyError } from 'ioredis';
import type { TCachedChanges } from './gateway-store.ts';

/** Where Redis sends the invalidation messages of client-side caching (RESP2). */
const INVALIDATIONS = '__redis__:invalidate';

/**
 * Redis's own account of every change under a key prefix, through server-assisted client-side
 * caching (`CLIENT TRACKING … BCAST PREFIX`): Redis reports each key written, deleted, expired or
 * evicted under the prefix, by any client, and a flush as "everything" — no writer has to announce
 * anything. One connection of its own, speaking RESP2 so that the reports arrive as messages on
 * `__redis__:invalidate` redirected to itself. The feed is live only from its subscription's
 * confirmation to the connection's loss; each time it goes down and each time it comes back the
 * listener hears "anything may have changed", since reports sent meanwhile were lost.
 */
export function watchRedisCached(options: {
  url: string;
  /** The store's own prefix of cached entries' Redis keys (`cache:`), which the listener never sees. */
  namespace: string;
  /** The prefix of the keys watched, below the namespace. */
  prefix: string;
  onChange: (key: string | undefined) => void;
  logger?: Logger;
}): TCachedChanges & { close(): Promise<void> } {
  const { namespace, onChange, logger } = options;
  const trackedPrefix = `${namespace}${options.prefix}`;
  const watcher = new Redis(options.url, { ...failFastRedisOptions, protocol: 2, autoResubscribe: false });
  let isLive = false;
  let isClosed = false;
  const goDown = () => {
    isLive = false;
    onChange(undefined);
  };
  watcher.on('error', () => undefined); // the store's own client reports Redis being away
  watcher.on('close', goDown);
  watcher.on('ready', () => {
    void follow().catch((error: unknown) => {
      if (isClosed) return;
      if (error instanceof ReplyError) {
        // Refused (an old or locked-down Redis): every hit reads the version, as without the feed.
        logger?.warn({ err: error }, 'Redis refused client tracking; kept pages read their version on every hit');
        return;
      }
      watcher.disconnect(true);
    });
  });
  watcher.on('messageBuffer', (channel: Buffer, message: Buffer | Buffer[] | null) => {
    if (channel.toString() !== INVALIDATIONS) return;
    if (!Array.isArray(message)) return onChange(undefined);
    for (const key of message) onChange(key.toString().slice(namespace.length));
  });

  async function follow(): Promise<void> {
    const id = String(await watcher.client('ID'));
    await watcher.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', id, 'BCAST', 'PREFIX', trackedPrefix);
    await watcher.subscribe(INVALIDATIONS);
    onChange(undefined);
    isLive = true;
  }

  return {
    get isLive() {
      return isLive;
    },
    async close() {
      isClosed = true;
      isLive = false;
      if (watcher.status === 'ready') await watcher.quit().catch(() => watcher.disconnect());
      else watcher.disconnect();
    },
  };
}
