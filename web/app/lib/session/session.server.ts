import type { TApiClient } from '~/lib/api/api-request';
import { readCookie } from './read-cookie';
import { readImpersonation } from './impersonation';
import type { TSessionUser } from './session-user';

export function hasJwtCookie(request: Request): boolean {
  return Boolean(readCookie(request.headers.get('cookie'), 'jwt'));
}

/**
 * SPEC 4: the login state is set on the server. With a `jwt` cookie (or an admin's
 * impersonation query) the gateway is asked who the visitor is; any failure means logged out.
 */
export async function getSessionUser(request: Request, api: TApiClient): Promise<TSessionUser | null> {
  const isImpersonating = readImpersonation(new URL(request.url).searchParams) !== null;
  if (!hasJwtCookie(request) && !isImpersonating) return null;
  try {
    return await api.call('GET /api/auth/userCheckLogin');
  } catch {
    return null;
  }
}
