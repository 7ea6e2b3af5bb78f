import { dataApiLiveEndpoints } from '@matchwire/contracts/data-api/live-endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDataApiDeps } from '../../data-api-deps.ts';
import { getLiveMatch } from '../../use-cases/get-live-match.ts';
import { listLiveMatches } from '../../use-cases/list-live-matches.ts';

/** The live matches the animation service's widgets show (caller `animation`). */
export function registerLiveMatchRoutes(serve: TServeEndpoint, deps: TDataApiDeps): void {
  serve(dataApiLiveEndpoints.listLiveMatches, async (request) =>
    listLiveMatches(deps, { sport: request.params.sport, ...request.query }),
  );
  serve(dataApiLiveEndpoints.getLiveMatch, async (request) =>
    getLiveMatch(deps, { ...request.params, ...request.query }),
  );
}
