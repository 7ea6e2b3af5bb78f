import { dataApiEndpoints } from '@matchwire/contracts/data-api/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import { requireIdentity } from '@matchwire/kit/http/verify-identity';
import type { TDataApiDeps } from '../../data-api-deps.ts';
import { getUsage } from '../../use-cases/get-usage.ts';

export function registerUsageRoutes(serve: TServeEndpoint, deps: TDataApiDeps): void {
  serve(dataApiEndpoints.getUsage, async (request) =>
    getUsage(deps, { userId: requireIdentity(request).userId, days: request.query.days }),
  );
}
