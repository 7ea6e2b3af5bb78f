import { commaSeparatedList, loadConfig, publishingServiceEnv } from '@matchwire/kit/config';
import { identityAssertionEnv } from '@matchwire/kit/identity-assertion';
import { internalSecretsEnv } from '@matchwire/kit/internal-callers';
import { objectStoreEnv } from '@matchwire/kit/object-store/object-store-config';
import { z } from 'zod';

export const ticketEnv = {
  ...publishingServiceEnv(4004),
  /** Verifies who the gateway says the caller is: the signed-in customer, or nobody (docs/decisions/0009). */
  ...identityAssertionEnv,
  /** Its own secret, with which it asks the account service whether a customer is in cooperation (docs/decisions/0010). */
  ...internalSecretsEnv(['ticket']),
  /** The account service: a customer's cooperation status (the urgency rule of SPEC.md section 5). */
  ACCOUNT_URL: z.url().default('http://127.0.0.1:4002'),
  /** The gateway's addresses: a ticket records the address the gateway forwards as the client's. */
  TRUSTED_PROXIES: commaSeparatedList('loopback,uniquelocal'),
  /** Each customer's unread staff messages, shared by every replica. Empty: kept in this process (`npm start`). */
  REDIS_URL: z.string().default(''),
  /** How many attachments a ticket or a reply may carry (SPEC.md section 5: the max-count setting, default 8). */
  TICKET_ATTACHMENTS_MAX: z.coerce.number().int().min(0).max(50).default(8),
  /** Where attachments are kept: an S3 bucket in clusters, a folder on `npm start` (docs/decisions/0020). */
  ...objectStoreEnv,
  /** SPEC.md's upload token: public, it only tells a client of this deployment from another (docs/decisions/0020). */
  UPLOAD_TOKEN: z.string().min(8).max(200).default('matchwire-dev-upload-token'),
};

export type TTicketConfig = ReturnType<typeof loadTicketConfig>;

export function loadTicketConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(ticketEnv, env);
}
