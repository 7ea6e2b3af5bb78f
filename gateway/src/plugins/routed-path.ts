import { dataApiPrefix } from '@matchwire/contracts/data-api/interfaces';
/**
 * The path the gateway's router (find-my-way) matches for a request target: the part before `?`
 * or `#` (of an absolute-form target, `http://host/api/…`, the part after the host),
 * percent-decoded except for the escapes of reserved characters (`%2F`, `%3B`, `%25`, …), which
 * stay as they are. `/%61pi/auth/login` is routed as `/api/auth/login`, so every check that
 * guards a route must look at this path, never at the raw URL. Undefined when an escape is
 * malformed (the router refuses such a request itself).
 */
export function routedPath(url: string): string | undefined {
  const raw = rawPathOf(url);
  if (!raw.includes('%')) return raw;
  try {
    // decodeURI leaves reserved escapes alone but turns `%25` into `%`; the router keeps it.
    return decodeURI(raw.replaceAll('%25', '%2525'));
  } catch {
    return undefined;
  }
}

/** Whether the router sends this request to an `/api` route (a service, the cache, or 'Interface 404'). */
export function isApiPath(url: string): boolean {
  return routedPath(url)?.startsWith('/api/') ?? false;
}

/** Whether the router sends this request to the data API's public interfaces (`/v1/…`, by API key). */
export function isDataApiPath(url: string): boolean {
  return routedPath(url)?.startsWith(`${dataApiPrefix}/`) ?? false;
}

/**
 * Whether a request target can be read in more than one way that matters: it is not a plain path
 * (`http://host/api/…`, which the router routes by its path, `*`), or it reads as an `/api` path in
 * some decoding but is not written as a plain one (`/%61pi/…`, `/API/…`, `/api;x/…`, `/api./…`,
 * `//api/…`, `/x/../api/…`, `/api%2F…`, `/%2561pi/…`), or it is a plain `/api/…` path whose route
 * depends on how slashes, dots or percent signs are read (`%2F`, `%5C`, `%25`, `//`, `/./`,
 * `/../`). The gateway refuses such a request, so that the raw form, the routed form and what a
 * service or the web server makes of it all agree.
 */
export function isAmbiguousPath(url: string): boolean {
  if (!url.startsWith('/')) return true;
  const raw = rawPathOf(url);
  if (raw.startsWith('/api/')) {
    const routed = routedPath(url);
    const isIrregular = routed === undefined || /%(?:2f|5c|25)/i.test(raw) || /\\|\/\/|\/\.\.?(?:\/|$)/.test(routed);
    return isIrregular;
  }
  return firstSegmentOf(loosestReading(raw)) === 'api';
}

/** First path segments the public port never serves: they live on the operational port. */
const operationalSegments = new Set(['healthz', 'readyz', 'metrics']);

/**
 * Whether a request target is, in any reading, the health, readiness or metrics endpoint
 * (`/metrics`, `/%6detrics`, `/Metrics.`, `/healthz/`), which the public port answers 404: the
 * web server behind the gateway has a `/healthz` of its own, and none of them is public.
 */
export function isOperationalPath(url: string): boolean {
  const first = firstSegmentOf(loosestReading(rawPathOf(url)));
  return first !== undefined && operationalSegments.has(first);
}

function rawPathOf(url: string): string {
  const target = url.startsWith('/') ? url : `/${url.replace(/^https?:\/\/[^/?#]*\/?/i, '')}`;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * The most lenient reading a server behind the gateway could make of a path: escapes decoded
 * repeatedly (also `%2F` and double encodings such as `%2561`), backslashes as slashes.
 */
function loosestReading(raw: string): string {
  let path = raw;
  for (let round = 0; round < 3 && path.includes('%'); round++) {
    try {
      const decoded = decodeURIComponent(path);
      if (decoded === path) break;
      path = decoded;
    } catch {
      break;
    }
  }
  return path.replaceAll('\\', '/');
}

/**
 * The first segment after empty and dot segments are resolved, as a lenient server compares it:
 * without `;parameters`, trailing dots and spaces, in lower case. Undefined for the root.
 */
function firstSegmentOf(path: string): string | undefined {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const first = segments[0];
  return first
    ?.split(';', 1)[0]!
    .replace(/[.\s]+$/, '')
    .toLowerCase();
}
