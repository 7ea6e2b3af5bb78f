/**
 * The calls-per-day chart's geometry, in percent of the plot so the SVG stretches to any width
 * without stretching its text (the labels are HTML around it).
 */

/** The value axis: a round top (1, 2 or 5 × 10ⁿ steps) at or above the busiest day, and its ticks. */
export function valueAxis(max: number, tickCount = 4): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: tickCount, ticks: Array.from({ length: tickCount + 1 }, (_, index) => index) };
  const rough = max / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // Calls are whole numbers: a step below 1 would label fractions of a call.
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!,
  );
  const top = Math.ceil(max / step) * step;
  return { top, ticks: Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step) };
}

export type TBar = {
  day: string;
  calls: number;
  errors: number;
  /** Left edge and width of the day's column and of its bar, in percent of the plot's width. */
  columnX: number;
  columnWidth: number;
  barX: number;
  barWidth: number;
  /** Heights in percent of the plot's height: successful calls, then errors stacked on top. */
  okHeight: number;
  errorHeight: number;
};

/** A segment with calls is never drawn thinner than this (percent), so a quiet day still shows. */
const MIN_VISIBLE_HEIGHT = 1.5;

function heightOf(value: number, top: number): number {
  if (value <= 0) return 0;
  return Math.max(MIN_VISIBLE_HEIGHT, (value / top) * 100);
}

/** One bar per day, oldest on the left; each bar a fifth narrower than its column on either side. */
export function layoutBars(days: ReadonlyArray<{ day: string; calls: number; errors: number }>, top: number): TBar[] {
  const columnWidth = days.length > 0 ? 100 / days.length : 100;
  const barWidth = columnWidth * 0.6;
  return days.map(({ day, calls, errors }, index) => {
    const failed = Math.min(errors, calls);
    return {
      day,
      calls,
      errors: failed,
      columnX: index * columnWidth,
      columnWidth,
      barX: index * columnWidth + (columnWidth - barWidth) / 2,
      barWidth,
      okHeight: heightOf(calls - failed, top),
      errorHeight: heightOf(failed, top),
    };
  });
}

/**
 * Which days get a date under the chart: at most `maxLabels`, evenly spaced and always including
 * the last (today), counted back from it.
 */
export function labelledDays(count: number, maxLabels = 7): Set<number> {
  const step = Math.max(1, Math.ceil(count / maxLabels));
  const indexes = new Set<number>();
  for (let index = count - 1; index >= 0; index -= step) indexes.add(index);
  return indexes;
}

/** Calls and errors over the whole range. */
export function totalsOf(days: ReadonlyArray<{ calls: number; errors: number }>): { calls: number; errors: number } {
  return days.reduce((total, day) => ({ calls: total.calls + day.calls, errors: total.errors + day.errors }), {
    calls: 0,
    errors: 0,
  });
}
