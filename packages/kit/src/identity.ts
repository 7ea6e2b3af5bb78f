/**
 * Internal headers through which the gateway tells services who the caller is.
 * The gateway strips them from every incoming request, so a client can never forge them.
 */
export const identityHeaders = {
  userId: 'x-mw-user-id',
  email: 'x-mw-user-email',
  isTester: 'x-mw-user-tester',
  adminId: 'x-mw-admin-id',
  /**
   * Why a jwt that was sent is not believed: `expired`, `invalid` or `revoked` (→ 11008), or
   * `unverified` when the account service could not say whether its session is live (→ 10007).
   */
  sessionState: 'x-mw-session-state',
} as const;

/**
 * Header with which the web server's own calls to the gateway (server-side rendering) show they
 * come from it (`WEB_SERVER_TOKEN`). The gateway strips it from every request and every answer.
 */
export const webServerTokenHeader = 'x-mw-web-server-token';

/**
 * Set by the gateway, and only by it, on a page request it has counted against the visitor's rate
 * budget: the web server then presents its token, so the page's own API calls are not counted again.
 */
export const pageViewCountedHeader = 'x-mw-page-view-counted';

export type TIdentity = { userId: string; email: string; isTester: boolean } | undefined;

export function readIdentity(headers: Record<string, string | string[] | undefined>): TIdentity {
  const userId = headers[identityHeaders.userId];
  const email = headers[identityHeaders.email];
  if (typeof userId !== 'string' || typeof email !== 'string' || !userId) return undefined;
  return { userId, email, isTester: headers[identityHeaders.isTester] === 'true' };
}

/** The refusal of a signed-in route to a caller without identity (docs/decisions/0009). */
export function signInRefusal(sessionState: unknown): 'userNotLoggedIn' | 'userTokenInvalid' | 'serviceUnavailable' {
  if (sessionState === 'unverified') return 'serviceUnavailable';
  return sessionState ? 'userTokenInvalid' : 'userNotLoggedIn';
}
