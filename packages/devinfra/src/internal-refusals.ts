import type { InjectOptions, Response } from 'light-my-request';
import { expect } from 'vitest';

/** Callers a back-office-only `/internal/*` route refuses: no credentials, and the right name with a wrong secret. */
export const notTheBackoffice: Array<[string, Record<string, string>]> = [
  ['without the back office credentials', {}],
  [
    'with a wrong secret',
    { 'x-mw-internal-caller': 'backoffice', 'x-mw-internal-secret': 'not-the-backoffice-secret' },
  ],
];

/**
 * `request` from a caller with `headers` is refused with 403 / 11016, both as written and with the
 * path spelled `/%69nternal/` (the router decodes it to the same route, so the check must too).
 */
export async function expectInternalRefusal(
  app: { inject(options: InjectOptions): Promise<Response> },
  request: { method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE'; url: string; payload?: InjectOptions['payload'] },
  headers: Record<string, string>,
): Promise<void> {
  for (const url of [request.url, request.url.replace(/^\/internal\//, '/%69nternal/')]) {
    const response = await app.inject({ ...request, url, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().resultCode).toBe(11016);
  }
}
