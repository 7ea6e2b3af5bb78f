import { loadConfig, publishingServiceEnv } from '@matchwire/kit/config';
import { identityAssertionEnv } from '@matchwire/kit/identity-assertion';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';
import { z } from 'zod';

export const catalogueEnv = {
  ...publishingServiceEnv(4001),
  /**
   * The back office, the billing service and the data API call its `/internal/*` routes; its own
   * secret calls the docs service's (docs/decisions/0010).
   */
  ...internalSecretsEnv(['backoffice', 'billing', 'catalogue', 'data-api']),
  /** Verifies who the gateway says the caller is (docs/decisions/0009). */
  ...identityAssertionEnv,
  /** The docs service, asked (as caller `catalogue`) whether product pages' document references exist. */
  DOCS_URL: z.url().default('http://127.0.0.1:4005'),
};

export type TCatalogueConfig = ReturnType<typeof loadCatalogueConfig>;

export function loadCatalogueConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(catalogueEnv, env);
}
