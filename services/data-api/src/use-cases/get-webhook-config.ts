import type { TWebhookConfig, TWebhookEndpoint } from '@matchwire/contracts/data-api/webhooks';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { findWebhookEndpoint, type TWebhookEndpointRow } from '../db/webhook-endpoint-repository.ts';

/** The customer's score webhook as the console shows it (null before the first save). */
export async function getWebhookConfig(deps: Pick<TDataApiDeps, 'db'>, userId: string): Promise<TWebhookConfig> {
  const row = await findWebhookEndpoint(deps.db, userId);
  return { endpoint: row ? shownEndpoint(row) : null };
}

/** Never the secret: its last 4 characters tell which one a receiver holds. */
export function shownEndpoint(row: TWebhookEndpointRow): TWebhookEndpoint {
  return {
    url: row.url,
    sports: row.sports.filter((sport): sport is 1 | 2 | 3 => sport === 1 || sport === 2 || sport === 3),
    isEnabled: row.isEnabled,
    secretHint: row.secret.slice(-4),
    updatedAt: row.updatedAt.toISOString(),
  };
}
