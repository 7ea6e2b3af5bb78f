import { dataApiEndpoints } from '@matchwire/contracts/data-api/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TDataApiDeps } from '../../data-api-deps.ts';
import { setInterfaceStatus } from '../../use-cases/set-interface-status.ts';

export function registerInterfaceStatusRoutes(serve: TServeEndpoint, deps: TDataApiDeps): void {
  serve(dataApiEndpoints.setInterfaceStatus, async (request) =>
    setInterfaceStatus(deps, { ref: request.params.ref, ...request.body }),
  );
}
