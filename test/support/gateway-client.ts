import { signUrl } from '@matchwire/signing';
import { testEnv } from './env.ts';

/** Calls the gateway as the web client does: X-Requested-With plus a signed timestamp. */
export async function callGateway(
  pathAndQuery: string,
  init: { headers?: Record<string, string>; method?: string; body?: string; sign?: boolean } = {},
): Promise<Response> {
  const url = init.sign === false ? pathAndQuery : await signUrl(pathAndQuery, testEnv.signingSecret);
  return fetch(`${testEnv.gatewayUrl}${url}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...init.headers },
  });
}

export async function productNames(sportType: number, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await callGateway(`/api/product/list?sportType=${sportType}`, { headers });
  const body = (await response.json()) as { data: { productList: { englishName: string }[] } };
  return body.data.productList.map((product) => product.englishName);
}

/** Changes a product through the catalogue's internal route (what the back office will call). */
export async function changeProduct(
  productId: number,
  changes: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${testEnv.catalogueUrl}/internal/products/${productId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...testEnv.asBackoffice, ...headers },
    body: JSON.stringify(changes),
  });
}

export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export type TApiBody = { resultCode: number; resultInfo: string; data?: { productList?: { productId: number }[] } };

export async function readBody(response: Response): Promise<TApiBody> {
  return (await response.json()) as TApiBody;
}

/** Asks the gateway for a page (or an asset) as a browser navigating to it does. */
export async function openPage(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${testEnv.gatewayUrl}${path}`, { headers: { accept: 'text/html', ...headers } });
}

/**
 * A visitor address of its own (a trusted loopback proxy forwards it), from the 198.18.0.0/15
 * benchmarking range, so its rate budget is fresh and shared with no other test.
 */
export function newVisitor(): { 'x-forwarded-for': string } {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `198.${18 + (octet() % 2)}.${octet()}.${octet()}` };
}

/** `RateLimit-Remaining` of an answer (NaN when the request was not counted). */
export function remainingOf(response: Response): number {
  return Number(response.headers.get('ratelimit-remaining') ?? NaN);
}
