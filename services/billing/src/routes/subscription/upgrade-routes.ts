import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TBillingDeps } from '../../billing-deps.ts';
import { quoteUpgrade, upgradeSubscription } from '../../use-cases/upgrade-subscription.ts';

/** Upgrading a subscription (/user/plans): what it costs now (the proration), and ordering it. */
export function registerUpgradeRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.quoteUpgrade, async (request) => {
    const { userId, isTester } = requireIdentity(request);
    const { subscriptionId, planId } = request.body;
    const { quote } = await quoteUpgrade(deps, { userId, isTester, subscriptionId, planId });
    return quote;
  });

  serve(billingEndpoints.upgradeSubscription, async (request) => {
    const { userId, email, isTester } = requireIdentity(request);
    const { subscriptionId, planId, payMethod, returnUrl, cancelUrl, lang } = request.body;
    return upgradeSubscription(deps, {
      userId,
      email,
      isTester,
      subscriptionId,
      planId,
      payMethod,
      returnUrl,
      cancelUrl,
      lang,
    });
  });
}
