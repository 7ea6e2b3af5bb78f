import { pageViewCountedHeader, webServerTokenHeader } from '@matchwire/kit/identity';
import { staffSessionCookie } from '@matchwire/kit/staff-session';
import { createApiClient, type TApiClient } from './api-request';
import { getEnv } from '~/lib/env/env.server';
import { readImpersonation } from '~/lib/session/impersonation';
import { readCookie } from '~/lib/session/read-cookie';
import { withSharedAnswers } from './shared-answers.server';

const LOADER_TIMEOUT_MS = 4000;
// x-forwarded-for: the gateway keys rate limits on the visitor, not on this server.
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for'] as const;
/** Cookies that make the gateway ask who the visitor is (the account's and staff's sessions). */
const SESSION_COOKIES = ['jwt', 'token', staffSessionCookie];

/**
 * Loader client: calls the gateway at API_URL on behalf of the visitor, forwarding their cookie
 * (and an admin's impersonation query, like the browser client). When the gateway has counted this
 * page view against the visitor's rate budget, the calls carry WEB_SERVER_TOKEN so the gateway does
 * not count them again; otherwise (e.g. a 404 page for a path that looked like an asset) they count
 * like the browser's. The token only ever travels from here to the gateway, never to the browser.
 */
export function createServerApiClient(request: Request): TApiClient {
  const env = getEnv();
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  // Loader calls stay on the local network: compressing and inflating them would only cost CPU.
  headers['accept-encoding'] = 'identity';
  if (env.WEB_SERVER_TOKEN && request.headers.get(pageViewCountedHeader) === '1') {
    headers[webServerTokenHeader] = env.WEB_SERVER_TOKEN;
  }
  const impersonation = readImpersonation(new URL(request.url).searchParams);
  const client = createApiClient({
    baseUrl: env.API_URL.replace(/\/$/, ''),
    getBodyFields: () => impersonation ?? {},
    getSigningSecret: () => env.SIGNING_SECRET,
    headers,
    timeoutMs: LOADER_TIMEOUT_MS,
  });
  const isAnonymous =
    !impersonation && SESSION_COOKIES.every((name) => readCookie(request.headers.get('cookie'), name) === undefined);
  // An anonymous visitor's public reads are the same for everyone: renders share them (shared-answers.server.ts).
  return isAnonymous ? withSharedAnswers(client) : client;
}
