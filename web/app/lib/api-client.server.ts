import { createApiClient, type TApiClient } from './api-request';
import { getEnv } from './env.server';

const LOADER_TIMEOUT_MS = 4000;
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/** Loader client: calls the gateway at API_URL on behalf of the visitor, forwarding their cookie. */
export function createServerApiClient(request: Request): TApiClient {
  const env = getEnv();
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return createApiClient({
    baseUrl: env.API_URL.replace(/\/$/, ''),
    getSigningSecret: () => env.SIGNING_SECRET,
    headers,
    timeoutMs: LOADER_TIMEOUT_MS,
  });
}
