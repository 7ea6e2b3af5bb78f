import { and, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A period (`start` to `end`) that ends within `noticeMs` of `now` and lasts longer than `noticeMs`:
 * a shorter one (a day pass) is never told of its end, which it would hear of as it starts.
 */
export function endsWithinNotice(
  period: { start: PgColumn; end: PgColumn },
  now: Date,
  noticeMs: number,
): SQL | undefined {
  return and(
    gt(period.end, now),
    lte(period.end, new Date(now.getTime() + noticeMs)),
    gt(period.end, sql`${period.start} + ${`${noticeMs} milliseconds`}::interval`),
  );
}
