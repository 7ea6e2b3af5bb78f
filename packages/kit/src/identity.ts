/*
 * Who a caller is reaches a service only in the gateway's signed assertion (identity-assertion.ts,
 * http/verify-identity.ts; docs/decisions/0009). The headers here are the gateway's own others.
 */

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

/**
 * The refusal of a signed-in route to a caller without identity: 11007 for a visitor, 11008 for a
 * jwt that was refused (expired, invalid, revoked), 10007 when its session could not be checked.
 */
export function signInRefusal(sessionState: unknown): 'userNotLoggedIn' | 'userTokenInvalid' | 'serviceUnavailable' {
  if (sessionState === 'unverified') return 'serviceUnavailable';
  return sessionState ? 'userTokenInvalid' : 'userNotLoggedIn';
}
