/** SPEC 9: the promotion runs in 14-day cycles. */
export const PROMOTION_CYCLE_DAYS = 14;
/** Fixed start of the first cycle, used when the API did not answer. */
export const PROMOTION_START_DATE = '2025-01-06';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC 4: days left = 14 − (days elapsed mod 14); always 1–14. */
export function promotionDaysLeft(startDate: string, now: Date, cycleDays = PROMOTION_CYCLE_DAYS): number {
  const start = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const elapsed = Math.floor((today - start) / DAY_MS);
  const inCycle = ((elapsed % cycleDays) + cycleDays) % cycleDays;
  return cycleDays - inCycle;
}
