import { catalogueEndpoints } from '@matchwire/contracts/catalogue/endpoints';
import type { TServeEndpoint } from '@matchwire/kit/http/serve-endpoint';
import type { TCatalogueDeps } from '../../catalogue-deps.ts';
import { getSystemConfig, getSystemConfigValue } from '../../use-cases/get-system-config.ts';
import { setSystemConfig } from '../../use-cases/set-system-config.ts';

/** The public system config, one stored value for the billing service, and the back-office edit (notices, promotion toggles, trial days, …). */
export function registerSystemConfigRoutes(serve: TServeEndpoint, deps: TCatalogueDeps): void {
  serve(catalogueEndpoints.getSystemConfig, async (request) => ({
    configs: await getSystemConfig(deps, request.query.lang),
  }));
  serve(catalogueEndpoints.getSystemConfigValue, async (request) => getSystemConfigValue(deps, request.params.key));
  serve(catalogueEndpoints.setSystemConfig, async (request) =>
    setSystemConfig(deps, request.params.key, request.body.value),
  );
}
