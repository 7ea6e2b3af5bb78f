import { useMutation } from '@tanstack/react-query';
import { apiClient } from '~/lib/api/api-client';
import type { TRouteData, TRouteInput } from '~/lib/api/api-request';
import { paymentQuery, type TSandboxLookup } from './payment-query-options';

export type TSandboxSession = TRouteData<'GET /api/sandbox/checkout/:sessionId'>;
export type TSandboxCard = TRouteInput<'POST /api/sandbox/checkout/:sessionId/pay'>['body'];

/** The sandbox's session ids (Stripe-like `cs_sandbox_…`); anything else is not asked for. */
export function isSandboxSessionId(value: string | null): value is string {
  return value !== null && /^cs_sandbox_[A-Za-z0-9]{16,48}$/.test(value);
}

/** GET /api/sandbox/checkout/:sessionId: what is being paid. */
export const sandboxCheckoutQuery = paymentQuery(
  'GET /api/sandbox/checkout/:sessionId',
  'sandbox-checkout',
  ({ params }) => params.sessionId,
);

/** The card checkout's page names its session as `session`. */
export const sandboxCheckoutLookup: TSandboxLookup<'GET /api/sandbox/checkout/:sessionId'> = {
  param: 'session',
  isId: isSandboxSessionId,
  query: sandboxCheckoutQuery,
  inputOf: (sessionId) => ({ params: { sessionId } }),
};

/** POST …/pay: succeeded → nextPath; declined → the decline's text (the form stays). Field errors come back as 400. */
export function usePaySandboxCheckoutMutation(sessionId: string) {
  return useMutation({
    mutationFn: (card: TSandboxCard) =>
      apiClient.call(
        'POST /api/sandbox/checkout/:sessionId/pay',
        { params: { sessionId }, body: card },
        { isQuiet: true },
      ),
  });
}

/** POST …/cancel: the checkout is closed (as an expired Stripe checkout is); answers where to go. */
export function useCancelSandboxCheckoutMutation(sessionId: string) {
  return useMutation({
    mutationFn: () => apiClient.call('POST /api/sandbox/checkout/:sessionId/cancel', { params: { sessionId } }),
  });
}
