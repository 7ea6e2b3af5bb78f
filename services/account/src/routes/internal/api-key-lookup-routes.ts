import { accountEndpoints } from '@matchwire/contracts/account/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TAccountDeps } from '../../account-deps.ts';
import { lookUpApiKey } from '../../use-cases/look-up-api-key.ts';

/** Caller `data-api` only (customers' API calls); never routed by the gateway. */
export function registerApiKeyLookupRoutes(serve: TServeEndpoint, deps: TAccountDeps): void {
  serve(accountEndpoints.lookUpApiKey, async (request) => {
    const owner = await lookUpApiKey(deps, request.query.key);
    return { ...owner, ipWhitelist: owner.ipWhitelist.map((item) => item.entry) };
  });
}
