import type { Logger } from '@matchwire/kit/logger';
import type { TPublish } from '@matchwire/kit/bus/outbox-writer';
import type { TBillingDeps } from '../billing-deps.ts';
import type { TBillingTx } from '../db/billing-db.ts';

/**
 * What a job is given on each pass. `now` is the clock's, taken once per pass; `onRowFailed` counts
 * a row whose handling failed (the scheduler's metrics).
 */
export type TJobContext = {
  deps: TBillingDeps;
  now: Date;
  batchSize: number;
  logger: Logger;
  onRowFailed?: () => void;
};

/** One kind of scheduled work (billing-scheduler.ts says how to add one). */
export type TBillingJob = {
  name: string;
  /** Handles up to `batchSize` due rows; returns how many it handled. */
  run(context: TJobContext): Promise<number>;
};

/**
 * A job over due rows, one transaction per row: in a transaction `claimNext` locks the next due row
 * (`FOR UPDATE SKIP LOCKED`, so another replica's pass takes a different row), `handle` changes it and
 * publishes its events, and the commit makes the change and its events visible together. A row whose
 * handling throws is rolled back, logged and skipped for the rest of this pass (`skipIds`), so one
 * bad row does not hold up the others; the next pass tries it again.
 */
export function dueRowJob<TRow>(job: {
  name: string;
  /** The next due row, locked; never one of `skipIds`. */
  claimNext(tx: TBillingTx, now: Date, skipIds: string[]): Promise<TRow | undefined>;
  idOf(row: TRow): string;
  handle(tx: TBillingTx, publish: TPublish, row: TRow, context: TJobContext): Promise<void>;
}): TBillingJob {
  return {
    name: job.name,
    async run(context) {
      const skipIds: string[] = [];
      let handled = 0;
      while (handled < context.batchSize) {
        let claimedId: string | undefined;
        try {
          const isClaimed = await context.deps.outbox.inTransaction(async (tx, publish) => {
            const row = await job.claimNext(tx, context.now, skipIds);
            if (!row) return false;
            claimedId = job.idOf(row);
            await job.handle(tx, publish, row, context);
            return true;
          });
          if (!isClaimed) break;
          handled += 1;
        } catch (error) {
          if (claimedId === undefined) throw error;
          skipIds.push(claimedId);
          context.onRowFailed?.();
          context.logger.error(
            { err: error, job: job.name, rowId: claimedId },
            'billing job failed on a row; retried next pass',
          );
        }
      }
      return handled;
    },
  };
}
