import { createServer } from 'node:net';
import { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { createLogger } from '@matchwire/kit/logger';
import { internalTokenHeader } from '@matchwire/kit/identity';
import { buildCatalogueService, type TCatalogueService } from '../../src/app.ts';
import { loadCatalogueConfig } from '../../src/config.ts';

export const internalToken = 'catalogue-test-internal-token';
export const withInternalToken = { [internalTokenHeader]: internalToken };

/** The gateway's identity headers for a signed-in user; `isTester` as the account says. */
export function identityHeaders(isTester: boolean): Record<string, string> {
  return { 'x-mw-user-id': 'u-1001', 'x-mw-user-email': 'tester@example.com', 'x-mw-user-tester': String(isTester) };
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
    INTERNAL_TOKEN: internalToken,
    LOG_LEVEL: 'silent',
    DOCS_URL: options.docsUrl,
  });
  const bus = new MemoryBus(logger);
  return { service: buildCatalogueService({ config, logger, bus, clock: options.clock }), bus };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
