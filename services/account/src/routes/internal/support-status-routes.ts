import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { getSupportStatus } from '../../use-cases/get-support-status.ts';

/** Caller `ticket` only (the urgency rule of new tickets); never routed by the gateway. */
export function registerSupportStatusRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.getSupportStatus, async (request) => getSupportStatus(deps, request.params.userId));
}
