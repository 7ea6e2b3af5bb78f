/**
 * Request signing of SPEC.md section 7: every call carries `X-Requested-With`
 * and the query fields `timestamp` (Unix ms) and `sign`, the lowercase hex
 * HMAC-SHA256 of the timestamp keyed with the shared secret.
 * Web Crypto only, so the same code runs in the browser, the web server and the gateway.
 */
export const REQUESTED_WITH_HEADER = 'x-requested-with';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';
/** How far a timestamp may be from the gateway's clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

const encoder = new TextEncoder();
type THmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const keyCache = new Map<string, Promise<THmacKey>>();

function importKey(secret: string): Promise<THmacKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keyCache.set(secret, key);
  }
  return key;
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function hmacHex(secret: string, timestamp: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await importKey(secret), encoder.encode(timestamp));
  return toHex(signature);
}

/**
 * The last timestamp signed with each secret: a page's loader calls all leave the web server in the
 * same millisecond, so it computes one HMAC per page instead of one per call.
 */
const lastSign = new Map<string, { timestamp: string; sign: Promise<string> }>();

export function computeSign(secret: string, timestamp: string): Promise<string> {
  const last = lastSign.get(secret);
  if (last?.timestamp === timestamp) return last.sign;
  const sign = hmacHex(secret, timestamp);
  lastSign.set(secret, { timestamp, sign });
  return sign;
}

/** Adds `timestamp` and `sign` to a URL (absolute or path), keeping its other query fields. */
export async function signUrl(url: string, secret: string, now: number = Date.now()): Promise<string> {
  const timestamp = String(now);
  const sign = await computeSign(secret, timestamp);
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('timestamp', timestamp);
  params.set('sign', sign);
  return `${path}?${params.toString()}`;
}

export type TSignatureCheck = 'ok' | 'missing' | 'stale' | 'invalid';

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function checkSignature(
  secret: string,
  timestamp: string | undefined,
  sign: string | undefined,
  now: number = Date.now(),
): Promise<TSignatureCheck> {
  if (!timestamp || !sign) return 'missing';
  if (!/^\d{10,16}$/.test(timestamp)) return 'invalid';
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) return 'stale';
  const expected = await computeSign(secret, timestamp);
  return constantTimeEqual(expected, sign.toLowerCase()) ? 'ok' : 'invalid';
}
