import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TBillingDeps } from '../../billing-deps.ts';
import { listLiveSubscriptions } from '../../db/subscription-repository.ts';
import { listSubscriptions } from '../../use-cases/list-subscriptions.ts';
import { restoreSubscription } from '../../use-cases/restore-subscription.ts';
import { unsubscribe } from '../../use-cases/unsubscribe.ts';
import type { TSubscriptionRow } from '../../db/subscription-repository.ts';
import { liveProductIdsOf, toSubscription } from './subscription-presenter.ts';

/** The customer's subscriptions on /user/plans, and the changes that need no payment. */
export function registerSubscriptionRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  /** One subscription as the Plans page shows it after a change, with what may be done to it next. */
  async function present(userId: string, row: TSubscriptionRow) {
    const live = await listLiveSubscriptions(deps.db, userId);
    return toSubscription(row, { now: deps.clock(), liveProductIds: liveProductIdsOf(live) });
  }

  serve(billingEndpoints.listSubscriptions, async (request) => {
    const { userId } = requireIdentity(request);
    const rows = await listSubscriptions(deps, userId);
    const context = { now: deps.clock(), liveProductIds: liveProductIdsOf(rows) };
    return { subscriptions: rows.map((row) => toSubscription(row, context)) };
  });

  serve(billingEndpoints.unsubscribe, async (request) => {
    const { userId } = requireIdentity(request);
    return present(userId, await unsubscribe(deps, { userId, subscriptionId: request.body.subscriptionId }));
  });

  serve(billingEndpoints.restoreSubscription, async (request) => {
    const { userId } = requireIdentity(request);
    return present(userId, await restoreSubscription(deps, { userId, subscriptionId: request.body.subscriptionId }));
  });
}
