/**
 * Set by the gateway, and only by it, on every page request it forwards to the web server: the
 * per-request nonce that the page's Content-Security-Policy names. The web server puts it on each
 * inline script it renders. The gateway removes incoming copies, so a visitor cannot choose it.
 */
export const cspNonceHeader = 'x-mw-csp-nonce';

/** The gateway's nonces are base64 of 16 random bytes; nothing else is accepted as one. */
const NONCE_PATTERN = /^[A-Za-z0-9+/]{22}==$/;

/** The nonce from the header's value, or undefined when there is none (the web server reached directly, e.g. dev mode). */
export function readCspNonce(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && NONCE_PATTERN.test(value) ? value : undefined;
}
