import { commaSeparatedList, loadConfig, publishingServiceEnv } from '@matchwire/kit/config';
import { identityAssertionEnv } from '@matchwire/kit/identity-assertion';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';
import { z } from 'zod';

const secret = z.string().min(16, 'must be at least 16 characters');

export const accountEnv = {
  ...publishingServiceEnv(4002),
  /** The callers of its `/internal/*` routes (docs/decisions/0010). */
  ...internalSecretsEnv(['gateway', 'notification', 'backoffice', 'data-api', 'ticket']),
  /** Verifies who the gateway says the caller is (docs/decisions/0009). */
  ...identityAssertionEnv,
  /** Signs the `jwt` cookie; the gateway verifies it with the same secret. */
  JWT_SECRET: secret,
  /** AES-256-GCM key (32 bytes, base64) for the revealable copy of each API key. */
  API_KEY_ENCRYPTION_KEY: z
    .string()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((key) => key.length === 32, 'must be 32 bytes, base64-encoded'),
  /** Base of the links in e-mails; an http:// URL also means cookies without `Secure`. */
  PUBLIC_WEB_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * With SEED_DEMO_DATA, the password of the seeded staff member support@matchwire.io (docs/decisions/0019);
   * unset, no staff member is seeded. Its development value is refused in production (ADR 0008).
   */
  DEMO_STAFF_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Addresses whose X-Forwarded-For is believed (proxy-addr names or CIDRs): the gateway. */
  TRUSTED_PROXIES: commaSeparatedList('loopback,uniquelocal'),
};

export type TAccountConfig = ReturnType<typeof loadAccountConfig>;

export function loadAccountConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(accountEnv, env);
}
