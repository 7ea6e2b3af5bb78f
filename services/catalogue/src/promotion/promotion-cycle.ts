export const promotionCycleDays = 14;
export const defaultPromotionCycleStart = '2026-01-05';
/** $49 per top league (SPEC.md section 9), USD minor units. */
export const promotionPrice = { amount: 4900, currency: 1 } as const;

const dayMs = 24 * 60 * 60 * 1000;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export type TPromotionCycle = { startDate: string; cycleDays: number; daysLeft: number };

/**
 * The promotion countdown (SPEC.md section 4): a 14-day cycle from a fixed start date,
 * daysLeft = 14 − (days elapsed mod 14), counted in whole UTC days so every visitor sees the
 * same number whatever their time zone. Dates before the start count backwards the same way.
 */
export function computePromotionCycle(configuredStart: string | undefined, now: Date): TPromotionCycle {
  const startDate = parseStartDate(configuredStart) ?? defaultPromotionCycleStart;
  const startMs = Date.parse(`${startDate}T00:00:00Z`);
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysElapsed = Math.round((todayMs - startMs) / dayMs);
  const intoCycle = ((daysElapsed % promotionCycleDays) + promotionCycleDays) % promotionCycleDays;
  return { startDate, cycleDays: promotionCycleDays, daysLeft: promotionCycleDays - intoCycle };
}

function parseStartDate(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !isoDatePattern.test(trimmed)) return undefined;
  const parsed = new Date(`${trimmed}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== trimmed ? undefined : trimmed;
}
