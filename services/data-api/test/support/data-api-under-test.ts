import { gatewayIdentityKeys } from '@matchwire/devinfra/gateway-identity';
import { buildServiceUnderTest, useServiceUnderTest } from '@matchwire/devinfra/service-under-test';
import type { MemoryBus } from '@matchwire/kit/bus/memory-bus';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { buildDataApiService, type TDataApiService } from '../../src/app.ts';
import { loadDataApiConfig } from '../../src/config.ts';

/** The secrets of the data API's callers and its own, in tests (docs/decisions/0010). */
export const dataApiSecrets = {
  backoffice: 'data-api-test-backoffice-secret',
  'data-api': 'data-api-test-own-secret',
  animation: 'data-api-test-animation-secret',
};
export const asBackoffice = internalCallerHeaders('backoffice', dataApiSecrets.backoffice);
export const asAnimation = internalCallerHeaders('animation', dataApiSecrets.animation);

/**
 * The data API as server.ts builds it, on a test database and an in-memory bus, with the clock a
 * test moves (`clock`) and its jobs started only when the test runs them (long intervals). Its
 * account, billing and catalogue are `ACCOUNT_URL`, `BILLING_URL` and `CATALOGUE_URL` (nobody
 * answers by default; a test's `env` may point them at stand-ins).
 */
export async function buildDataApiUnderTest(
  databaseUrl: string,
  options: { clock?: () => Date; env?: Record<string, string> } = {},
): Promise<{ service: TDataApiService; bus: MemoryBus }> {
  return buildServiceUnderTest({
    name: 'data-api',
    databaseUrl,
    loadConfig: loadDataApiConfig,
    build: (parts) => buildDataApiService({ ...parts, clock: options.clock }),
    env: {
      GATEWAY_IDENTITY_PUBLIC_KEY: gatewayIdentityKeys.publicKey,
      INTERNAL_SECRET_BACKOFFICE: dataApiSecrets.backoffice,
      INTERNAL_SECRET_DATA_API: dataApiSecrets['data-api'],
      INTERNAL_SECRET_ANIMATION: dataApiSecrets.animation,
      ACCOUNT_URL: 'http://127.0.0.1:9',
      BILLING_URL: 'http://127.0.0.1:9',
      CATALOGUE_URL: 'http://127.0.0.1:9',
      SIMULATOR_INTERVAL_MS: '3600000',
      USAGE_FLUSH_INTERVAL_MS: '3600000',
      ...options.env,
    },
  });
}

export type TDataApiUnderTest = { service: TDataApiService; bus: MemoryBus; databaseUrl: string };

/** One data API per test file on a fresh database, started before the file's tests, stopped and dropped after. */
export function useDataApiUnderTest(
  options: { clock?: () => Date; env?: Record<string, string>; capturedTopics?: string[] } = {},
): TDataApiUnderTest & { published: { topic: string; value: Buffer }[] } {
  return useServiceUnderTest('data-api', (databaseUrl) => buildDataApiUnderTest(databaseUrl, options), {
    capturedTopics: options.capturedTopics,
  }) as never;
}
