import { findFreePort } from '@matchwire/devinfra/service-under-test';
import { asserted, gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { createLogger } from '@matchwire/kit/logger';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { buildCatalogueService, type TCatalogueService } from '../../src/app.ts';
import { loadCatalogueConfig } from '../../src/config.ts';

/** The back office's secret, and the catalogue's own (it calls the docs service as `catalogue`). */
export const internalSecrets = {
  backoffice: 'catalogue-test-backoffice-secret',
  catalogue: 'catalogue-test-own-secret',
};
/** The headers of the back office's calls to `/internal/*`. */
export const asBackoffice = internalCallerHeaders('backoffice', internalSecrets.backoffice);

/** The gateway's signed identity assertion for a signed-in user; `isTester` as the account says. */
export function identityHeaders(isTester: boolean): Record<string, string> {
  return asserted('catalogue', { userId: 'u-1001', email: 'tester@example.com', isTester });
}

/** The catalogue as server.ts builds it, on a test database, the demo seed and an in-memory bus. */
export async function buildCatalogueUnderTest(
  databaseUrl: string,
  options: { clock?: () => Date; docsUrl?: string } = {},
): Promise<{ service: TCatalogueService; bus: MemoryBus }> {
  const logger = createLogger('catalogue', 'silent');
  const config = loadCatalogueConfig({
    DATABASE_URL: databaseUrl,
    // PORT must be 1-65535 (0 is refused by the config), so ask the OS for a free one.
    PORT: String(await findFreePort()),
    // Health, readiness and metrics on a free port of their own (several services may run at once).
    OPS_PORT: '0',
    BUS: 'memory',
    SEED_DEMO_DATA: 'true',
    INTERNAL_SECRET_BACKOFFICE: internalSecrets.backoffice,
    INTERNAL_SECRET_CATALOGUE: internalSecrets.catalogue,
    GATEWAY_IDENTITY_PUBLIC_KEY: gatewayIdentityKeys.publicKey,
    LOG_LEVEL: 'silent',
    DOCS_URL: options.docsUrl,
  });
  const bus = new MemoryBus(logger);
  return { service: buildCatalogueService({ config, logger, bus, clock: options.clock }), bus };
}
