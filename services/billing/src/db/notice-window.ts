import type { TRowTx } from '@matchwire/kit/db/keyed-rows';
import { and, asc, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type TPeriodColumns = { start: PgColumn; end: PgColumn };

/**
 * A period (`start` to `end`) that ends within `noticeMs` of `now` and lasts longer than `noticeMs`:
 * a shorter one (a day pass) is never told of its end, which it would hear of as it starts.
 */
export function endsWithinNotice(period: TPeriodColumns, now: Date, noticeMs: number): SQL | undefined {
  return and(
    gt(period.end, now),
    lte(period.end, new Date(now.getTime() + noticeMs)),
    gt(period.end, sql`${period.start} + ${`${noticeMs} milliseconds`}::interval`),
  );
}

/**
 * An ending-notice job's claim: the next row of `rows` not yet told (`isUntold`) whose `period` ends
 * within `noticeMs` of `now` (endsWithinNotice), the soonest end first; locked (keyedRows' claimNext).
 */
export function noticeClaim<TRow>(
  rows: { claimNext(tx: TRowTx, where: SQL | undefined, order: SQL, skipIds: string[]): Promise<TRow | undefined> },
  period: TPeriodColumns,
  isUntold: SQL | undefined,
) {
  return (tx: TRowTx, now: Date, noticeMs: number, skipIds: string[]): Promise<TRow | undefined> =>
    rows.claimNext(tx, and(isUntold, endsWithinNotice(period, now, noticeMs)), asc(period.end), skipIds);
}
