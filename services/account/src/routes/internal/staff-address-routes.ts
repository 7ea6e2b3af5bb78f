import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { getStaffAddress } from '../../use-cases/get-staff-address.ts';

/** Caller `notification` only (a customer's ticket message is mailed to the assigned member); never routed by the gateway. */
export function registerStaffAddressRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.getStaffAddress, async (request) => getStaffAddress(deps, request.params.staffId));
}
