/**
 * How long one paid period lasts (docs/contracts/billing.md#transactions): monthly 1 month,
 * quarterly 3, yearly 12, day 1 day; a one-time purchase ("once") covers 365 days and never renews.
 * Months are calendar months in UTC, a day past the end of a shorter month falling on its last day
 * (31 January + 1 month = 28 or 29 February).
 */
export function periodEnd(start: Date, period: number): Date {
  switch (period) {
    case 1:
      return addMonths(start, 1);
    case 3:
      return addMonths(start, 3);
    case 2:
      return addMonths(start, 12);
    case 5:
      return new Date(start.getTime() + 24 * 3600 * 1000);
    case 4:
      return new Date(start.getTime() + 365 * 24 * 3600 * 1000);
    default:
      throw new Error(`unknown billing period ${period}`);
  }
}

/**
 * What a subscription is for its `periodsPaid`th paid period, from `start`: active until the
 * period's end, when the scheduler acts on it again (renewal, or expiry of one that does not renew).
 */
export function activePeriod(start: Date, period: number, periodsPaid: number) {
  const end = periodEnd(start, period);
  return { state: 'active', currentPeriodStart: start, currentPeriodEnd: end, periodsPaid, nextActionAt: end } as const;
}

function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

const periodNames: Record<number, string> = { 1: 'monthly', 2: 'yearly', 3: 'quarterly', 4: 'one-time', 5: 'daily' };

/** `English Premier League, yearly`: how a line reads on receipts and at the provider. */
export function lineName(productName: string, period: number): string {
  return `${productName}, ${periodNames[period] ?? 'plan'}`;
}
