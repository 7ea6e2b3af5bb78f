import { keyedRows, type TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { and, eq } from 'drizzle-orm';
import { sandboxSessions } from './schema.ts';

/** The sandbox provider's checkouts (payments/sandbox-provider.ts). */
export const sandboxSessionRows = keyedRows(sandboxSessions, 'sessionId', 'sandbox session');

/** The sandbox wallet's order made for a transaction, if one was. */
export async function findWalletOrderOfTransaction(db: TRowExecutor, transactionId: string) {
  const [row] = await db
    .select()
    .from(sandboxSessions)
    .where(and(eq(sandboxSessions.transactionId, transactionId), eq(sandboxSessions.kind, 'wallet')));
  return row;
}
