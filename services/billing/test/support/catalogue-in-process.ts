import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServiceUnderTest, findFreePort } from '@matchwire/devinfra/service-under-test';
import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import type { EventBus } from '@matchwire/kit/bus/event-bus';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import type { Logger } from '@matchwire/kit/logger';

/** The secrets shared by billing and the catalogue in a test file, and the back office's to change its config. */
export const catalogueSecrets = {
  billing: 'billing-test-billing-secret',
  backoffice: 'billing-test-catalogue-backoffice-secret',
  catalogue: 'billing-test-catalogue-own-secret',
  'data-api': 'billing-test-catalogue-data-api-secret',
};

type TStartedService = { start(): Promise<void>; stop(): Promise<void> };

export type TCatalogueInProcess = {
  /** Where billing reaches it (CATALOGUE_URL). */
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Sets one system config value as the back office does (`PUT /internal/system-config/:key`). */
  setSystemConfig(key: string, value: string): Promise<void>;
};

/**
 * The real catalogue service, in this process on a free port and its own schema (migrated and seeded
 * with the demo products and plans by start), so billing talks to it over HTTP as in production.
 * A service's code never imports another's (scripts/lint/import-boundaries.js), so it is found at run
 * time by the shape every service has, as `npm start` finds it (scripts/lib/embedded-services.ts).
 */
export async function buildCatalogueInProcess(databaseUrl: string): Promise<TCatalogueInProcess> {
  const source = path.resolve(import.meta.dirname, '../../../catalogue/src');
  const app = (await import(pathToFileURL(path.join(source, 'app.ts')).href)) as {
    buildCatalogueService: (parts: { config: never; logger: Logger; bus: EventBus }) => TStartedService;
  };
  const config = (await import(pathToFileURL(path.join(source, 'config.ts')).href)) as {
    loadCatalogueConfig: (env: Record<string, string | undefined>) => unknown;
  };
  const port = await findFreePort();
  const { service, bus } = await buildServiceUnderTest({
    name: 'catalogue',
    databaseUrl,
    loadConfig: config.loadCatalogueConfig,
    build: (parts) => app.buildCatalogueService(parts as never),
    env: {
      PORT: String(port),
      SEED_DEMO_DATA: 'true',
      INTERNAL_SECRET_BILLING: catalogueSecrets.billing,
      INTERNAL_SECRET_BACKOFFICE: catalogueSecrets.backoffice,
      INTERNAL_SECRET_CATALOGUE: catalogueSecrets.catalogue,
      INTERNAL_SECRET_DATA_API: catalogueSecrets['data-api'],
      GATEWAY_IDENTITY_PUBLIC_KEY: gatewayIdentityKeys.publicKey,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    start: () => service.start(),
    async stop() {
      await service.stop();
      await bus.close();
    },
    async setSystemConfig(key, value) {
      const response = await fetch(`${url}/internal/system-config/${key}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          ...internalCallerHeaders('backoffice', catalogueSecrets.backoffice),
        },
        body: JSON.stringify({ value }),
      });
      if (response.status !== 200) throw new Error(`catalogue refused ${key}=${value}: ${await response.text()}`);
    },
  };
}
