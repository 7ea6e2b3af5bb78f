import { databaseEnv, loadConfig, portEnv, serviceEnv } from '@matchwire/kit/config';
import { identityAssertionEnv } from '@matchwire/kit/identity-assertion';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';
import { z } from 'zod';

export const billingEnv = {
  ...serviceEnv,
  ...databaseEnv,
  ...portEnv(4003),
  /**
   * The data API and the back office call its `/internal/*` routes; its own secret calls the
   * catalogue's (docs/decisions/0010).
   */
  ...internalSecretsEnv(['data-api', 'backoffice', 'billing']),
  /** Verifies who the gateway says the caller is (docs/decisions/0009). */
  ...identityAssertionEnv,
  /** The catalogue, asked (as caller `billing`) for plan prices and the free-trial days. */
  CATALOGUE_URL: z.url().default('http://127.0.0.1:4001'),
  /** The wait between the billing scheduler's passes (trial ends, expiries, renewals; docs/contracts/billing.md#the-scheduler). */
  BILLING_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
};

export type TBillingConfig = ReturnType<typeof loadBillingConfig>;

export function loadBillingConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(billingEnv, env);
}
