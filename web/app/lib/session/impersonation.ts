import type { TQuery } from '~/lib/api/api-request';

export const IMPERSONATION_PARAMS = ['_userId', '_adminAccessToken'] as const;

/**
 * SPEC 2/6: an admin acts for a customer when the page's query carries both `_userId` and
 * `_adminAccessToken`. Returns the two fields to pass on to the API, or null.
 */
export function readImpersonation(search: URLSearchParams | string): TQuery | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const userId = params.get('_userId');
  const token = params.get('_adminAccessToken');
  return userId && token ? { _userId: userId, _adminAccessToken: token } : null;
}
