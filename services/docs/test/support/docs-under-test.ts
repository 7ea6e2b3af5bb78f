import { buildServiceUnderTest, useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import type { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { buildDocsService, type TDocsService } from '../../src/app.ts';
import { loadDocsConfig } from '../../src/config.ts';

/** The secrets of the callers the docs service accepts (docs/decisions/0010). */
export const internalSecrets = { catalogue: 'docs-test-catalogue-secret', backoffice: 'docs-test-backoffice-secret' };
export const asCatalogue = internalCallerHeaders('catalogue', internalSecrets.catalogue);
export const asBackoffice = internalCallerHeaders('backoffice', internalSecrets.backoffice);

/** The back office's edit of a document (`PUT /internal/documents/:id`), sent with `headers`. */
export function editDocument(
  service: TDocsService,
  documentId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = asBackoffice,
) {
  return service.app.inject({ method: 'PUT', url: `/internal/documents/${documentId}`, headers, payload });
}

/** The docs service as server.ts builds it, on a test database, the demo seed and an in-memory bus. */
export async function buildDocsUnderTest(databaseUrl: string): Promise<{ service: TDocsService; bus: MemoryBus }> {
  return buildServiceUnderTest({
    name: 'docs',
    databaseUrl,
    loadConfig: loadDocsConfig,
    build: buildDocsService,
    env: {
      SEED_DEMO_DATA: 'true',
      INTERNAL_SECRET_CATALOGUE: internalSecrets.catalogue,
      INTERNAL_SECRET_BACKOFFICE: internalSecrets.backoffice,
    },
  });
}

export type TDocsUnderTest = { service: TDocsService; bus: MemoryBus; databaseUrl: string };

/**
 * One docs service per test file on a fresh database, started before the file's tests and
 * stopped and dropped after them. The fields are filled in once the file's `beforeAll` has run.
 */
export function useDocsUnderTest(): TDocsUnderTest {
  return useServiceUnderTest('docs', buildDocsUnderTest);
}
