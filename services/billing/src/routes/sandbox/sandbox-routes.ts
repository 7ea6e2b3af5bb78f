import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TBillingDeps } from '../../billing-deps.ts';
import { cancelSandboxCheckout, getSandboxCheckout, paySandboxCheckout } from '../../use-cases/sandbox-checkout.ts';
import { toSandboxCheckoutPage } from './sandbox-page-presenter.ts';

/** The sandbox card checkout of `npm start` (/purchase/sandbox); 10005 under any other provider. */
export function registerSandboxRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.getSandboxCheckout, async (request) => {
    const { userId } = requireIdentity(request);
    return toSandboxCheckoutPage(await getSandboxCheckout(deps, { userId, sessionId: request.params.sessionId }));
  });

  serve(billingEndpoints.paySandboxCheckout, async (request) => {
    const { userId } = requireIdentity(request);
    return paySandboxCheckout(deps, { userId, sessionId: request.params.sessionId, card: request.body });
  });

  serve(billingEndpoints.cancelSandboxCheckout, async (request) => {
    const { userId } = requireIdentity(request);
    return cancelSandboxCheckout(deps, { userId, sessionId: request.params.sessionId });
  });
}
