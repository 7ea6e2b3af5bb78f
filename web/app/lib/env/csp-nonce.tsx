import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (the gateway makes
 * one per request and names it in the policy, entry.server.tsx reads it). Inline scripts the app
 * renders itself carry it. In the browser there is none: scripts React adds after hydration are
 * never run from markup, and the policy hides nonces from the DOM anyway.
 */
const CspNonceContext = createContext<string | undefined>(undefined);

export const CspNonceProvider = CspNonceContext.Provider;

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
