import { commaSeparatedList, loadConfig, publishingServiceEnv } from '@matchwire/kit/config';
import { identityAssertionEnv } from '@matchwire/kit/identity-assertion';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';
import { z } from 'zod';

export const dataApiEnv = {
  ...publishingServiceEnv(4008),
  /**
   * The back office and the animation service (its widgets' live matches) call its `/internal/*`
   * routes; its own secret calls account's, billing's and catalogue's (docs/decisions/0010).
   */
  ...internalSecretsEnv(['backoffice', 'data-api', 'animation']),
  /** Verifies who the gateway says the caller is: the usage page's customer, and each API call's address. */
  ...identityAssertionEnv,
  /** The gateway's addresses: the caller's address (checked against the key's whitelist) is the one it forwards. */
  TRUSTED_PROXIES: commaSeparatedList('loopback,uniquelocal'),
  /** Who owns an API key, from which addresses it may be used (asked once per key, then kept current by events). */
  ACCOUNT_URL: z.url().default('http://127.0.0.1:4002'),
  /**
   * The leagues each product covers, for a subscriber's calls naming a league (asked once, then
   * asked again after `catalogue.product-changed.v1`).
   */
  CATALOGUE_URL: z.url().default('http://127.0.0.1:4001'),
  /** What a customer may call: trials and subscriptions (asked once per customer, then kept current by events). */
  BILLING_URL: z.url().default('http://127.0.0.1:4003'),
  /**
   * Frequency limits, daily quotas and the last calls, shared by every replica. Empty: counted in
   * this process (`npm start`, one process).
   */
  REDIS_URL: z.string().default(''),
  /** How often the usage counters are written to PostgreSQL and published as `data.usage-recorded.v1`. */
  USAGE_FLUSH_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  /** How often the live simulator publishes what happened in the live matches (`data.match-event.v1`). */
  SIMULATOR_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
  /**
   * Multiplies every interface's frequency limit: a load test on a private stack raises them
   * (`bench/data-api-hot-path.ts`), as the gateway's RATE_LIMIT_* are raised. Leave 1 in production.
   */
  FREQUENCY_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100_000).default(1),
  /**
   * Score webhooks may be posted over plain http to localhost and to private, loopback and link-local
   * addresses (a receiver on the developer's machine). Set by `npm start`, the local stacks and the
   * tests; never in production, where it would let a customer make the service call inside the cluster.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How often the score webhook sender looks for deliveries due (a new one is sent at once). */
  WEBHOOK_SEND_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
};

export type TDataApiConfig = ReturnType<typeof loadDataApiConfig>;

export function loadDataApiConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(dataApiEnv, env);
}
