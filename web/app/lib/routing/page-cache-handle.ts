/**
 * `handle` of a public page that anonymous visitors may be served from the gateway's page cache
 * (gateway/src/routes/page-cache.ts, docs/decisions/0022): the same HTML for everyone in a
 * language. `query` names the query parameters the page reads (`?page=`, `?id=`); a request with
 * any other parameter is rendered for itself alone. A page without this handle is never kept:
 * a new page counts as personal until it says otherwise (page-cache.server.ts).
 */
export type TPageCacheHandle = { pageCache: { query?: readonly string[] } };

/** The handle of a page every visitor sees alike, reading `query` besides the language. */
export function sameForEveryVisitor(query: readonly string[] = []): TPageCacheHandle {
  return { pageCache: { query } };
}
