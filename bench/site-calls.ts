/**
 * Calls to the site under benchmark as the web client makes them: `/api` through the gateway at
 * BENCH_URL (loopback only), signed with SIGNING_SECRET (SPEC.md §7; the dev stack's by default),
 * form-encoded, with the caller's session cookies.
 */
import { performance } from 'node:perf_hooks';
import { signUrl } from '@matchwire/signing';
import { benchBaseUrl } from './pages.ts';

export const gatewayUrl = benchBaseUrl().origin;
const signingSecret = process.env.SIGNING_SECRET ?? 'matchwire-dev-signing-secret';

export type TSiteAnswer<TData> = { resultCode: number; resultInfo?: string; data?: TData };
/** Who calls: their session cookies (empty before signing in), and an address the gateway should see them from. */
export type TSiteCaller = { cookie: string; address?: string };

/**
 * One signed call and the gateway's answer: its status and body, the cookies it set (as a Cookie
 * header, for the next calls of this session), and the times of the request's start and of its
 * answer read whole.
 */
export async function callSite<TData = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  caller: TSiteCaller,
  form?: Record<string, string>,
  /** Aborts the call (e.g. `AbortSignal.timeout(ms)`): a load run counts a slow answer as failed. */
  signal?: AbortSignal,
) {
  const url = `${gatewayUrl}${await signUrl(path, signingSecret)}`;
  const startedAt = performance.now();
  const response = await fetch(url, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(caller.address ? { 'x-forwarded-for': caller.address } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
    signal,
  });
  const body = (await response.json()) as TSiteAnswer<TData>;
  const answeredAt = performance.now();
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ');
  return { status: response.status, body, cookies, startedAt, answeredAt };
}
