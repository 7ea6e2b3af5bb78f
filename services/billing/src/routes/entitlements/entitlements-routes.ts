import { billingEndpoints } from '@matchwire/contracts/billing/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TBillingDeps } from '../../billing-deps.ts';
import { getEntitlements } from '../../use-cases/get-entitlements.ts';

/** The one internal look-up of what a user may call (callers data-api and backoffice). */
export function registerEntitlementsRoutes(serve: TServeEndpoint, deps: TBillingDeps): void {
  serve(billingEndpoints.getEntitlements, async (request) => getEntitlements(deps, request.params.userId));
}
