import { createServer } from 'node:net';
import { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { internalTokenHeader } from '@matchwire/kit/identity';
import { createLogger } from '@matchwire/kit/logger';
import { buildDocsService, type TDocsService } from '../../src/app.ts';
import { loadDocsConfig } from '../../src/config.ts';

export const internalToken = 'docs-test-internal-token';
export const withInternalToken = { [internalTokenHeader]: internalToken };

/** The docs service as server.ts builds it, on a test database, the demo seed and an in-memory bus. */
export async function buildDocsUnderTest(databaseUrl: string): Promise<{ service: TDocsService; bus: MemoryBus }> {
  const logger = createLogger('docs', 'silent');
  const config = loadDocsConfig({
    DATABASE_URL: databaseUrl,
    PORT: String(await findFreePort()),
    // Health, readiness and metrics on a free port of their own (several services may run at once).
    OPS_PORT: '0',
    BUS: 'memory',
    SEED_DEMO_DATA: 'true',
    INTERNAL_TOKEN: internalToken,
    LOG_LEVEL: 'silent',
  });
  const bus = new MemoryBus(logger);
  return { service: buildDocsService({ config, logger, bus }), bus };
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
