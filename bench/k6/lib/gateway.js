// @ts-check
/* global __ENV, __VU, __ITER */
/**
 * What every journey needs to talk to the gateway as the site's own pages do: the base address,
 * signed /api calls (packages/signing: `X-Requested-With` plus `timestamp` and `sign`, the hex
 * HMAC-SHA256 of the timestamp keyed with SIGNING_SECRET) and, optionally, one visitor address
 * per virtual user.
 *
 * Environment: BENCH_URL (default http://localhost:3000), SIGNING_SECRET (default: the dev secret
 * of `npm start`), VISITORS=1 to send `X-Forwarded-For: 198.18.x.y` per virtual user (198.18.0.0/15
 * is set aside for benchmarks, RFC 2544) so that each has its own rate budget — honoured only when
 * the gateway trusts the load generator as a proxy (TRUSTED_PROXIES; loopback by default).
 * ALLOW_REMOTE=1 lets a script run against a non-loopback BENCH_URL (a staging environment).
 */
import { hmac } from 'k6/crypto';

export const BASE_URL = (__ENV.BENCH_URL || 'http://localhost:3000').replace(/\/+$/, '');
const SIGNING_SECRET = __ENV.SIGNING_SECRET || 'matchwire-dev-signing-secret';

const host = BASE_URL.replace(/^https?:\/\//, '').replace(/[:/].*$/, '');
if (!__ENV.ALLOW_REMOTE && !['localhost', '127.0.0.1', '[::1]'].includes(host)) {
  throw new Error(`BENCH_URL must point at localhost or 127.0.0.1 (or set ALLOW_REMOTE=1), got ${host}`);
}

/**
 * This virtual user's own address as a forwarded visitor, when VISITORS=1.
 * @returns {Record<string, string>}
 */
export function visitorHeaders() {
  if (!__ENV.VISITORS) return {};
  const n = __VU + 1;
  return { 'x-forwarded-for': `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}` };
}

/**
 * A forwarded address of this iteration's own (198.18.0.0/15, as above), for journeys whose every
 * iteration must come from a new source: registration is limited per source
 * (docs/contracts/accounts.md, Throttling). Honoured under the same trust as VISITORS.
 * @returns {Record<string, string>}
 */
export function iterationVisitorHeaders() {
  const n = ((__VU * 4096 + (__ITER % 4096)) % 131070) + 1;
  return { 'x-forwarded-for': `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}` };
}

/**
 * A path with `timestamp` and `sign` added, as the web client signs every /api call.
 * @param {string} path
 */
export function signed(path) {
  const timestamp = String(Date.now());
  const sign = hmac('sha256', SIGNING_SECRET, timestamp, 'hex');
  return `${path}${path.includes('?') ? '&' : '?'}timestamp=${timestamp}&sign=${sign}`;
}

/**
 * Headers of a page request, as a browser navigating sends them.
 * @returns {Record<string, string>}
 */
export function pageHeaders() {
  return { accept: 'text/html', 'accept-encoding': 'br, gzip', ...visitorHeaders() };
}

/**
 * Headers of an /api call made by the site's scripts (JSON body when `hasBody`).
 * @param {boolean} [hasBody]
 * @returns {Record<string, string>}
 */
export function apiHeaders(hasBody = false) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json', 'accept-encoding': 'br, gzip', 'x-requested-with': 'XMLHttpRequest' };
  if (hasBody) headers['content-type'] = 'application/json';
  return { ...headers, ...visitorHeaders() };
}

/**
 * `resultCode` of a JSON answer, or -1 when the body is not the API's envelope.
 * @param {import('k6/http').RefinedResponse<import('k6/http').ResponseType | undefined>} response
 * @returns {number}
 */
export function resultCodeOf(response) {
  try {
    const body = /** @type {{ resultCode?: unknown }} */ (response.json());
    return typeof body.resultCode === 'number' ? body.resultCode : -1;
  } catch {
    return -1;
  }
}
