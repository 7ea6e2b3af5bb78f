/**
 * The upgrade's proration rule (docs/contracts/billing.md#upgrades), in one place: the whole days
 * left of the paid period are credited at the price paid for that period, rounded down to the minor
 * unit, and taken off the new plan's full price; the new plan's period starts when the upgrade is
 * paid.
 *
 *   periodDays = days from currentPeriodStart to currentPeriodEnd (rounded to whole days)
 *   unusedDays = whole days from now to currentPeriodEnd (a day begun is a day used)
 *   credit     = floor(pricePaid × unusedDays / periodDays)
 *   total      = max(newPrice − credit, 0)
 */
export type TProration = { unusedDays: number; periodDays: number; credit: number; total: number };

const dayMs = 24 * 60 * 60_000;

export function prorateUpgrade(input: {
  pricePaid: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  now: Date;
  newPrice: number;
}): TProration {
  const periodDays = Math.max(
    1,
    Math.round((input.currentPeriodEnd.getTime() - input.currentPeriodStart.getTime()) / dayMs),
  );
  const unusedDays = Math.min(
    periodDays,
    Math.max(0, Math.floor((input.currentPeriodEnd.getTime() - input.now.getTime()) / dayMs)),
  );
  const credit = Math.floor((input.pricePaid * unusedDays) / periodDays);
  return { unusedDays, periodDays, credit, total: Math.max(input.newPrice - credit, 0) };
}

/** How long a period commits to, shortest first: day, monthly, quarterly, yearly (once never upgrades). */
const commitmentRank: Record<number, number> = { 5: 1, 1: 2, 3: 3, 2: 4 };

/** Whether moving from plan period `from` to `to` is an upgrade: a longer recurring period. */
export function isLongerPeriod(from: number, to: number): boolean {
  const fromRank = commitmentRank[from];
  const toRank = commitmentRank[to];
  return fromRank !== undefined && toRank !== undefined && toRank > fromRank;
}
