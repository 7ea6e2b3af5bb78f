import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TBillingDeps } from '../../billing-deps.ts';
import { addSubscription } from '../../use-cases/add-subscription.ts';
import { quoteSubscription } from '../../use-cases/quote-subscription.ts';
import { resubscribe } from '../../use-cases/resubscribe.ts';

/** Ordering (/purchase): the order summary, subscription add and resubscribe, each beginning a payment. */
export function registerOrderRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.quoteSubscription, async (request) => {
    const { isTester } = requireIdentity(request);
    const { subscriptionList, promotionCode } = request.body;
    const { quote } = await quoteSubscription(deps, { isTester, lines: subscriptionList, promotionCode });
    return quote;
  });

  serve(billingEndpoints.addSubscription, async (request) => {
    const { userId, email, isTester } = requireIdentity(request);
    const { subscriptionList, promotionCode, payMethod, returnUrl, cancelUrl, lang } = request.body;
    return addSubscription(deps, {
      buyer: { userId, email },
      isTester,
      lines: subscriptionList,
      promotionCode,
      payMethod,
      returnUrl,
      cancelUrl,
      lang,
    });
  });

  serve(billingEndpoints.resubscribe, async (request) => {
    const { userId, email, isTester } = requireIdentity(request);
    const { subscriptionId, payMethod, lang } = request.body;
    return resubscribe(deps, { buyer: { userId, email }, isTester, subscriptionId, payMethod, lang });
  });
}
