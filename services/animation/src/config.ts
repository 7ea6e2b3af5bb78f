import { commaSeparatedList, loadConfig, publishingServiceEnv } from '@matchwire/kit/config';
import { identityAssertionEnv } from '@matchwire/kit/identity-assertion';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';
import { objectStoreEnv } from '@matchwire/kit/object-store/object-store-config';
import { z } from 'zod';

export const animationEnv = {
  ...publishingServiceEnv(4006),
  /** Verifies who the gateway says the caller is: the signed-in customer, or staff acting for one (docs/decisions/0009). */
  ...identityAssertionEnv,
  /**
   * The back office calls `/internal/animation/status`; its own secret asks billing for a customer's
   * entitlements and the data API for its live matches (docs/decisions/0010).
   */
  ...internalSecretsEnv(['backoffice', 'animation']),
  /** Billing: whether a customer's trial or subscription covers the widget's sport. */
  BILLING_URL: z.url().default('http://127.0.0.1:4003'),
  /** The data API: the live matches' headers (teams, competition, score, clock). */
  DATA_API_URL: z.url().default('http://127.0.0.1:4008'),
  /** The gateway's addresses (the client address it forwards is the one logged). */
  TRUSTED_PROXIES: commaSeparatedList('loopback,uniquelocal'),
  /** The published configs' cache (60 s), shared by every replica. Empty: kept in this process (`npm start`). */
  REDIS_URL: z.string().default(''),
  /** Where fence images are kept, with the ticket attachments: an S3 bucket in clusters, a folder on `npm start` (docs/decisions/0020). */
  ...objectStoreEnv,
  /** SPEC.md's upload token: public, it only tells a client of this deployment from another (docs/decisions/0020). */
  UPLOAD_TOKEN: z.string().min(8).max(200).default('matchwire-dev-upload-token'),
};

export type TAnimationConfig = ReturnType<typeof loadAnimationConfig>;

export function loadAnimationConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(animationEnv, env);
}
