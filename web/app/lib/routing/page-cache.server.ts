import type { EntryContext } from 'react-router';
import type { TPageCacheHandle } from './page-cache-handle';

/** How long a shared cache (the gateway, a CDN) may keep such a page; catalogue and docs events drop the gateway's copy sooner. */
export const PAGE_CACHE_SECONDS = 60;

/** Parameters every page reads through the root loader. */
const ROOT_QUERY = ['lang'];

function pageCacheOf(handle: unknown): TPageCacheHandle['pageCache'] | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  return (handle as Partial<TPageCacheHandle>).pageCache;
}

/**
 * The `Cache-Control` of a rendered page: shared caches may keep it only when it is a 200 of a
 * page whose handle allows it, rendered for a visitor (no user in the root data), with no cookie
 * being set and no query parameter the page does not read. Otherwise none is set (as before).
 */
export function pageCacheControl(
  request: Request,
  statusCode: number,
  headers: Headers,
  context: EntryContext,
): string | undefined {
  if (request.method !== 'GET' || statusCode !== 200 || headers.has('set-cookie')) return undefined;
  const { matches, loaderData } = context.staticHandlerContext;
  const leaf = matches.at(-1);
  const allowed = leaf && pageCacheOf(context.routeModules[leaf.route.id]?.handle);
  if (!allowed) return undefined;
  const root = loaderData.root as { user?: unknown } | undefined;
  if (!root || root.user) return undefined;
  const read = new Set([...ROOT_QUERY, ...(allowed.query ?? [])]);
  for (const name of new URL(request.url).searchParams.keys()) if (!read.has(name)) return undefined;
  return `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS}`;
}
