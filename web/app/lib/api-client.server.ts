import { createApiClient, type TApiClient } from './api-request';
import { getEnv } from './env.server';
import { readImpersonation } from './impersonation';

const LOADER_TIMEOUT_MS = 4000;
// x-forwarded-for: the gateway keys rate limits on the visitor, not on this server.
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for'] as const;

/**
 * Loader client: calls the gateway at API_URL on behalf of the visitor, forwarding their cookie
 * (and an admin's impersonation query, like the browser client).
 */
export function createServerApiClient(request: Request): TApiClient {
  const env = getEnv();
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  const impersonation = readImpersonation(new URL(request.url).searchParams);
  return createApiClient({
    baseUrl: env.API_URL.replace(/\/$/, ''),
    getExtraQuery: () => impersonation ?? {},
    getSigningSecret: () => env.SIGNING_SECRET,
    headers,
    timeoutMs: LOADER_TIMEOUT_MS,
  });
}
