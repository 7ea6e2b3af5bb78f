import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { getTableColumns, sql } from 'drizzle-orm';
import type { TDataApiDb, TDataApiTx } from './data-api-db.ts';
import { webhookEndpoints } from './schema.ts';

export type TWebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

// A customer has at most one endpoint, found by their user id; it is never deleted.
const endpointRows = keyedRows(webhookEndpoints, 'userId', 'Webhook endpoint');

export const findWebhookEndpoint = endpointRows.find;
/** Changes a saved endpoint (a new secret); throws if the customer has none, so find it first. */
export const updateWebhookEndpoint = endpointRows.save;

/**
 * Saves the customer's endpoint; a first save keeps `newSecret`, a later one keeps the secret it
 * had. `isNew` says which, so the secret is answered only the first time.
 */
export async function saveWebhookEndpoint(
  db: TDataApiDb,
  endpoint: { userId: string; url: string; sports: number[]; isEnabled: boolean; newSecret: string },
): Promise<{ row: TWebhookEndpointRow; isNew: boolean }> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      userId: endpoint.userId,
      url: endpoint.url,
      sports: endpoint.sports,
      isEnabled: endpoint.isEnabled,
      secret: endpoint.newSecret,
    })
    .onConflictDoUpdate({
      target: webhookEndpoints.userId,
      set: { url: endpoint.url, sports: endpoint.sports, isEnabled: endpoint.isEnabled, updatedAt: sql`now()` },
    })
    // xmax is 0 for a row this statement inserted, not for one it updated.
    .returning({ ...getTableColumns(webhookEndpoints), isNew: sql<boolean>`(xmax = 0)` });
  const { isNew, ...saved } = row!;
  return { row: saved, isNew };
}

/** The switched-on endpoints subscribed to `sportType`. */
export async function findEndpointsOfSport(db: TDataApiTx, sportType: number): Promise<TWebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(sql`${webhookEndpoints.isEnabled} and ${sportType} = any(${webhookEndpoints.sports})`);
}
