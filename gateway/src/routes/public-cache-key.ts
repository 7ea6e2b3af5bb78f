import { createHash } from 'node:crypto';

/** Query fields that only sign or address the request, never change the answer. */
const volatileFields = new Set(['timestamp', 'sign', '_userId', '_adminAccessToken']);

/**
 * The query the service is asked with and the cache is keyed on: without the signature and the
 * impersonation fields, sorted (stable, so repeated fields keep their order).
 */
export function canonicalQuery(url: string): string {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  for (const field of volatileFields) query.delete(field);
  query.sort();
  return query.toString();
}

/**
 * A POST body in a form that does not depend on field order or encoding details, or undefined
 * when the body cannot be read that way (another media type, broken JSON): such a request is
 * passed on but never cached. Form fields (SPEC 7, nested ones in brackets: `page[offset]=0`)
 * are parsed and sorted by name; JSON objects get their keys sorted at every depth. The media
 * type is part of the result, since a service may read the same bytes differently per type.
 */
export function canonicalBody(contentType: string | undefined, raw: Buffer): string | undefined {
  const mediaType = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') {
    const fields = new URLSearchParams(raw.toString('utf8'));
    fields.sort();
    return `form:${fields.toString()}`;
  }
  if (mediaType === 'application/json') {
    try {
      return `json:${JSON.stringify(sortKeys(JSON.parse(raw.toString('utf8'))))}`;
    } catch {
      return undefined;
    }
  }
  return mediaType === '' && raw.length === 0 ? 'none:' : undefined;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Where a route's entries start: `<METHOD> <path>:`. Events drop a route's entries by this prefix,
 * so an event drops exactly the routes whose definitions name it (`/api/product/list:` does not
 * cover `/api/product/listDetail:`).
 */
export function routeKeyPrefix(route: { method: string; path: string }): string {
  return `${route.method} ${route.path}:`;
}

/**
 * `<METHOD> <path>:<audience>?<query>`, plus a digest of the canonical body for a POST (bodies may
 * be long; the digest keeps keys short).
 */
export function cacheKey(parts: {
  route: { method: string; path: string };
  audience: 'public' | 'tester';
  query: string;
  body?: string;
}): string {
  const key = `${routeKeyPrefix(parts.route)}${parts.audience}?${parts.query}`;
  if (parts.body === undefined) return key;
  return `${key}#${createHash('sha256').update(parts.body).digest('base64url')}`;
}
