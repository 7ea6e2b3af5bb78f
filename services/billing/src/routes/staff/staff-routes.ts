import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TBillingDeps } from '../../billing-deps.ts';
import { listLiveSubscriptions } from '../../db/subscription-repository.ts';
import { cancelSubscriptionByStaff } from '../../use-cases/cancel-subscription-by-staff.ts';
import { changeTrialByStaff } from '../../use-cases/change-trial-by-staff.ts';
import { liveProductIdsOf, toSubscription } from '../subscription/subscription-presenter.ts';
import { toTrial } from '../trial/trial-presenter.ts';

/** The back office's changes to trials and subscriptions (caller `backoffice`; each audited in staff_actions). */
export function registerStaffRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.changeTrialByStaff, async (request) => {
    const { params, body } = request;
    const trial = await changeTrialByStaff(deps, params, {
      staffId: body.staffId,
      reason: body.reason,
      endsAt: body.endDate === undefined ? undefined : new Date(body.endDate),
      dailyCallLimit: body.dailyCallLimit,
      delayMinutes: body.delayMinutes,
    });
    return { ...toTrial(trial), userId: trial.userId };
  });

  serve(billingEndpoints.cancelSubscriptionByStaff, async (request) => {
    const { params, body } = request;
    const cancelled = await cancelSubscriptionByStaff(deps, { subscriptionId: params.subscriptionId, ...body });
    const live = await listLiveSubscriptions(deps.db, cancelled.userId);
    return toSubscription(cancelled, { now: deps.clock(), liveProductIds: liveProductIdsOf(live) });
  });
}
