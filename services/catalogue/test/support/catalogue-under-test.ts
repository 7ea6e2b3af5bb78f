import { buildServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import { asserted, gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import type { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { buildCatalogueService, type TCatalogueService } from '../../src/app.ts';
import { loadCatalogueConfig } from '../../src/config.ts';

/** The secrets of the back office, the billing service and the data API, and the catalogue's own (it calls docs as `catalogue`). */
export const internalSecrets = {
  backoffice: 'catalogue-test-backoffice-secret',
  billing: 'catalogue-test-billing-secret',
  catalogue: 'catalogue-test-own-secret',
  'data-api': 'catalogue-test-data-api-secret',
};
/** The headers of the back office's calls to `/internal/*`. */
export const asBackoffice = internalCallerHeaders('backoffice', internalSecrets.backoffice);

/** A back office call to one of the catalogue's `/internal/*` routes; without a body when `payload` is undefined. */
export function callAsBackoffice(
  service: TCatalogueService,
  method: 'PUT' | 'PATCH' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return service.app.inject({ method, url, headers: asBackoffice, ...(payload === undefined ? {} : { payload }) });
}

/** The gateway's signed identity assertion for a signed-in user; `isTester` as the account says. */
export function identityHeaders(isTester: boolean): Record<string, string> {
  return asserted('catalogue', { userId: 'u-1001', email: 'tester@example.com', isTester });
}

/** The catalogue as server.ts builds it, on a test database, the demo seed and an in-memory bus. */
export async function buildCatalogueUnderTest(
  databaseUrl: string,
  options: { clock?: () => Date; docsUrl?: string } = {},
): Promise<{ service: TCatalogueService; bus: MemoryBus }> {
  return buildServiceUnderTest({
    name: 'catalogue',
    databaseUrl,
    loadConfig: loadCatalogueConfig,
    build: (deps) => buildCatalogueService({ ...deps, clock: options.clock }),
    env: {
      SEED_DEMO_DATA: 'true',
      INTERNAL_SECRET_BACKOFFICE: internalSecrets.backoffice,
      INTERNAL_SECRET_BILLING: internalSecrets.billing,
      INTERNAL_SECRET_CATALOGUE: internalSecrets.catalogue,
      INTERNAL_SECRET_DATA_API: internalSecrets['data-api'],
      GATEWAY_IDENTITY_PUBLIC_KEY: gatewayIdentityKeys.publicKey,
      DOCS_URL: options.docsUrl,
    },
  });
}
