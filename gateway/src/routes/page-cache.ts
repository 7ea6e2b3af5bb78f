import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseLanguage, LANG_COOKIE } from '@matchwire/contracts/common/lang';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { staffSessionCookie } from '@matchwire/kit/staff-session';
import { JWT_COOKIE } from '../plugins/resolve-identity.ts';
import { requestKind } from '../plugins/request-kind.ts';
import type { GatewayStore } from '../stores/gateway-store.ts';
import {
  DECODED_PAGES_BYTES,
  DecodedPages,
  PAGE_CACHE_PREFIX,
  storedForm,
  type TDecodedPage,
} from './page-cache-entries.ts';

/**
 * The rendered-page cache (docs/decisions/0022): anonymous visitors of the same public page, in the
 * same language and device class, get the same HTML, so the gateway keeps what the web server
 * rendered instead of rendering it again. The web server alone says which answers may be kept —
 * `Cache-Control: public, s-maxage=N` on a public page rendered for a visitor (web/app/lib/seo/
 * page-cache.ts) — and the gateway only asks the cache for requests that cannot be personal.
 * Entries hold the page compressed once (Brotli and gzip) and the hashes of its inline scripts and
 * styles: a cached page is served with a hash-based Content-Security-Policy, the same for every
 * copy, instead of a per-request nonce that one body cannot carry for everyone.
 */
export { PAGE_CACHE_PREFIX };

/** Query parameters that make a request personal: staff acting for a customer (SPEC 6). */
const PERSONAL_QUERY = ['_userId', '_adminAccessToken'];
/** Cookies that carry a session (the account's `jwt` and `token`, staff's): whoever sends one may see a personal page. */
const SESSION_COOKIES = [JWT_COOKIE, 'token', staffSessionCookie];
/** A longer address is not worth a cache entry (and keeps keys small). */
const MAX_KEYED_URL_LENGTH = 512;

export type TPageHashes = { scripts: string[]; styles: string[] };

/** What the cache keeps of one page. */
export type TCachedPage = {
  etag: string;
  contentType: string;
  cacheControl: string;
  hashes: TPageHashes;
  /** The page, plain, Brotli- and gzip-compressed (base64). */
  identity: string;
  br: string;
  gzip: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The page cache's key for this request, or undefined when the request may be personal. */
    pageCacheKey: string | undefined;
    /** Set when the page sent is (or becomes) a cached one: its Content-Security-Policy uses these hashes. */
    pageHashes: TPageHashes | undefined;
  }
}

/**
 * The key of a request that may be answered from the cache, or undefined: only a GET of a page (no
 * client navigation's `.data`), from a visitor without a session cookie, without an impersonation
 * query, and not one whose `?lang=` the web server would store in a cookie (that answer sets one).
 */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.url.length > MAX_KEYED_URL_LENGTH) return undefined;
  let url: URL;
  try {
    if (requestKind(request.url) !== 'page') return undefined;
    url = new URL(request.url, 'http://gateway.invalid');
  } catch {
    return undefined;
  }
  if (url.pathname.endsWith('.data')) return undefined;
  const cookies = request.cookies ?? {};
  if (SESSION_COOKIES.some((name) => cookies[name] !== undefined)) return undefined;
  if (PERSONAL_QUERY.some((name) => url.searchParams.has(name))) return undefined;
  const langQuery = url.searchParams.get('lang');
  if (langQuery !== null && langQuery !== cookies[LANG_COOKIE]) return undefined;
  url.searchParams.sort();
  const lang = chooseLanguage({
    query: langQuery,
    cookie: cookies[LANG_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
  const device = isCrawler(request.headers['user-agent'] ?? '') ? 'crawler' : 'browser';
  return `${PAGE_CACHE_PREFIX}${request.protocol}://${request.host}${url.pathname}${url.search}|${lang}|${device}`;
}

/** Browsers send few distinct user agents; isbot's one large pattern was ~2 % of a kept page's hit. */
const crawlerAnswers = new Map<string, boolean>();
const MAX_REMEMBERED_AGENTS = 1000;

function isCrawler(userAgent: string): boolean {
  let answer = crawlerAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (crawlerAnswers.size >= MAX_REMEMBERED_AGENTS) crawlerAnswers.clear();
    crawlerAnswers.set(userAgent, answer);
  }
  return answer;
}

/** How long the web server lets shared caches keep the answer (`public` with `s-maxage`), or undefined. */
export function sharedMaxAge(cacheControl: string | undefined, hasCookie: boolean): number | undefined {
  if (!cacheControl || hasCookie) return undefined;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store')) return undefined;
  const seconds = Number(directives.find((d) => d.startsWith('s-maxage='))?.slice('s-maxage='.length));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The CSP hashes (`'sha256-…'`) of every inline script and style element in the page. */
export function inlineHashes(html: string): TPageHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes, content] of html.matchAll(INLINE_ELEMENT)) {
    if (tag!.toLowerCase() === 'script' && HAS_SRC.test(attributes!)) continue;
    const hash = `'sha256-${createHash('sha256').update(content!, 'utf8').digest('base64')}'`;
    (tag!.toLowerCase() === 'script' ? scripts : styles).add(hash);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Prepares an entry once per render: compressed off the event loop, at a quality no request could afford. */
export async function cachedPageOf(
  body: Buffer,
  headers: { contentType: string; cacheControl: string },
  hashes: TPageHashes,
): Promise<TCachedPage> {
  const [br, gz] = await Promise.all([
    compressBrotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    compressGzip(body, { level: 9 }),
  ]);
  return {
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    ...headers,
    hashes,
    identity: body.toString('base64'),
    br: br.toString('base64'),
    gzip: gz.toString('base64'),
  };
}

/** The encoding to send, as the client accepts it (Brotli first, as the gateway's compression does). */
function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([coding]) => coding);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type THeaderSetter = { header(name: string, value: string): unknown };

/** The headers every answer of a cacheable page carries, hit or miss. */
function setCacheHeaders(reply: THeaderSetter, page: Pick<TCachedPage, 'etag' | 'cacheControl'>): void {
  reply.header('etag', page.etag);
  reply.header('cache-control', page.cacheControl);
  // The key's language comes from the cookie or, failing that, the browser's languages.
  reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
}

/** Answers from an entry: 304 when the client holds it, else the page in the encoding it accepts. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: TDecodedPage): FastifyReply {
  request.pageHashes = page.hashes;
  setCacheHeaders(reply, page);
  reply.header('x-cache', 'hit');
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  reply.status(200).header('content-type', page.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}

/** The page cache's two halves around the web server's proxy. */
export function createPageCache(store: GatewayStore) {
  const decoded = new DecodedPages(store, DECODED_PAGES_BYTES);
  return {
    /**
     * Before the web server is asked: a kept page, if there is one for this request. Returning the
     * reply (an async hook's way) ends the request here, so the web server is not asked.
     */
    async answerFromCache(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      request.pageCacheKey = pageCacheKey(request);
      if (!request.pageCacheKey) return undefined;
      const kept = await decoded.read(request.pageCacheKey).catch(() => undefined);
      if (!kept) return undefined;
      return sendCachedPage(request, reply, kept);
    },

    /**
     * After the web server answered `body`: a page it lets shared caches keep is sent with its
     * ETag and hash-based policy, and kept for `s-maxage` seconds (capped by `maxTtlSeconds`).
     */
    keepRendered(
      request: Pick<FastifyRequest, 'pageCacheKey' | 'pageHashes'> & { log: FastifyBaseLogger },
      reply: THeaderSetter & Pick<FastifyReply, 'statusCode' | 'getHeader' | 'hasHeader'>,
      body: Buffer,
      maxTtlSeconds: number,
    ): void {
      const key = request.pageCacheKey;
      if (!key || reply.statusCode !== 200) return;
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      const ttl = sharedMaxAge(cacheControl, reply.hasHeader('set-cookie'));
      if (!ttl) return;
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (!contentType.startsWith('text/html')) return;
      const hashes = inlineHashes(body.toString('utf8'));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      request.pageHashes = hashes;
      setCacheHeaders(reply, { etag, cacheControl });
      reply.header('x-cache', 'miss');
      void cachedPageOf(body, { contentType, cacheControl }, hashes)
        .then((page) => store.setCached(key, storedForm(page), Math.min(ttl, maxTtlSeconds)))
        .catch((error: unknown) => request.log.warn({ err: error }, 'page not kept in the page cache'));
    },
  };
}
