import { commaSeparatedList, loadConfig, portEnv, serviceEnv } from '@matchwire/kit/config';
import { ZEd25519PrivateKey } from '@matchwire/kit/identity-assertion';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';
import { z } from 'zod';
import { upstreamEnv } from './upstreams.ts';

const secret = (name: string) => z.string().min(16, `${name} must be at least 16 characters`);

export const gatewayEnv = {
  ...serviceEnv,
  ...portEnv(3000),
  SIGNING_SECRET: secret('SIGNING_SECRET'),
  JWT_SECRET: secret('JWT_SECRET'),
  /**
   * The web server presents it on its server-side calls; those calls are not counted against the
   * visitor, whose page view already was. Its own secret, not an internal caller's: the web server must not
   * be able to open the services' `/internal/*` routes.
   */
  WEB_SERVER_TOKEN: secret('WEB_SERVER_TOKEN'),
  /** The gateway's own credential for `/internal/*` calls: the account's session check (ADR 0009, 0010). */
  ...internalSecretsEnv(['gateway']),
  /** Signs the identity assertion each proxied request carries to its service (ADR 0009). */
  GATEWAY_IDENTITY_PRIVATE_KEY: ZEd25519PrivateKey,
  /** Empty: rate limits, cache and inbox live in this process's memory (embedded mode). */
  REDIS_URL: z.string().default(''),
  /** `WEB_URL`, `CATALOGUE_URL`, …: one per workload deploy/workloads.json lets the gateway call. */
  ...upstreamEnv(),
  /** Addresses whose X-Forwarded-For is believed (the web server, the ingress). */
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1'),
  /** One budget per visitor for API calls and page views alike (docs/architecture.md#rate-limits-gateway). */
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_USER_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** A payment provider's webhook deliveries per address and minute (their own budget, not a visitor's). */
  RATE_LIMIT_WEBHOOK_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** The embeddable widget's calls per client address and minute (their own budget, not a visitor's). */
  RATE_LIMIT_WIDGET_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * The longest a rendered public page is kept for anonymous visitors (routes/page-cache.ts); the
   * web server's `s-maxage` may ask for less. Catalogue and docs events drop pages at once.
   */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Origins besides this site's that pages may show images from (content images and blog covers
   * hosted elsewhere), comma-separated, e.g. `https://img.matchwire.io`; the CSP's `img-src`.
   */
  CSP_IMAGE_SOURCES: commaSeparatedList('').pipe(
    z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)),
  ),
};

export type TGatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(gatewayEnv, env);
}
