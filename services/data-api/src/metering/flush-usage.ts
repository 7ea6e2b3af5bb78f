import { buildEvent } from '@matchwire/kit/bus/publish';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { addUsageCounts, claimUsageBatch } from '../db/usage-repository.ts';
import { parseUsageField, type TUsageBatch } from './call-counters.ts';

/**
 * Writes the pending usage counts to PostgreSQL (added to each day's row) and publishes each
 * day's batch as `data.usage-recorded.v1`, in one transaction per batch; a batch already written
 * (another replica, or a stop before it was forgotten) is only forgotten. Returns the calls written.
 */
export async function flushUsage(deps: Pick<TDataApiDeps, 'counters' | 'outbox'>): Promise<number> {
  let written = 0;
  for (const batch of await deps.counters.takeUsage()) {
    if (batch.counts.size > 0) written += await writeBatch(deps, batch);
    await deps.counters.settle(batch.batchId);
  }
  return written;
}

async function writeBatch(deps: Pick<TDataApiDeps, 'outbox'>, batch: TUsageBatch): Promise<number> {
  const rows = [...batch.counts]
    .filter(([, calls]) => calls > 0)
    .map(([field, calls]) => ({ ...parseUsageField(field), calls }));
  if (rows.length === 0) return 0;
  return deps.outbox.inTransaction(async (tx, publish) => {
    if (!(await claimUsageBatch(tx, batch.batchId))) return 0;
    await addUsageCounts(tx, rows);
    const days = Map.groupBy(rows, (row) => row.day);
    await publish(
      ...[...days].map(([day, dayRows]) =>
        buildEvent(
          'data-api',
          'data.usage-recorded.v1',
          {
            day,
            rows: dayRows.map(({ userId, ref, status, resultCode, calls }) => ({
              userId,
              ref,
              status,
              resultCode,
              calls,
            })),
          },
          day,
        ),
      ),
    );
    return rows.reduce((sum, row) => sum + row.calls, 0);
  });
}
