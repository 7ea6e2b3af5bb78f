import { describe, expect, it } from 'vitest';
import { labelledDays, layoutBars, totalsOf, valueAxis } from './usage-chart';

describe('the value axis', () => {
  it('rounds the busiest day up to a 1, 2 or 5 step', () => {
    expect(valueAxis(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueAxis(130)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(valueAxis(200)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
    expect(valueAxis(9_000)).toEqual({ top: 10_000, ticks: [0, 5_000, 10_000] });
  });

  it('never steps by a fraction of a call', () => {
    expect(valueAxis(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
  });

  it('has a plain 0 to 4 scale when there were no calls', () => {
    expect(valueAxis(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });
});

describe('the bars', () => {
  const days = [
    { day: '2026-11-23', calls: 0, errors: 0 },
    { day: '2026-11-24', calls: 100, errors: 25 },
    { day: '2026-11-25', calls: 1, errors: 0 },
    { day: '2026-11-26', calls: 200, errors: 200 },
  ];

  it('divide the width into one column per day, each bar centred at 60 % of it', () => {
    const bars = layoutBars(days, 200);
    expect(bars.map((bar) => bar.columnX)).toEqual([0, 25, 50, 75]);
    expect(bars[1]).toMatchObject({ columnWidth: 25, barWidth: 15, barX: 30 });
  });

  it('stack errors on the successful calls, in percent of the top', () => {
    const [empty, mixed, quiet, failed] = layoutBars(days, 200);
    expect(empty).toMatchObject({ okHeight: 0, errorHeight: 0 });
    expect(mixed).toMatchObject({ okHeight: 37.5, errorHeight: 12.5 });
    expect(failed).toMatchObject({ okHeight: 0, errorHeight: 100 });
    // One call in 200 would be invisible: it is drawn at the minimum height.
    expect(quiet).toMatchObject({ okHeight: 1.5, errorHeight: 0 });
  });

  it('never count more errors than calls', () => {
    expect(layoutBars([{ day: '2026-11-25', calls: 2, errors: 5 }], 4)[0]).toMatchObject({
      errors: 2,
      okHeight: 0,
      errorHeight: 50,
    });
  });
});

describe('the dated days under the chart', () => {
  it('label every day of a week', () => {
    expect([...labelledDays(7)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('label every fifth of 30 days, counted back from today', () => {
    expect([...labelledDays(30)].sort((a, b) => a - b)).toEqual([4, 9, 14, 19, 24, 29]);
  });

  it('on phones, fewer of the same days', () => {
    expect([...labelledDays(30, 3)].sort((a, b) => a - b)).toEqual([9, 19, 29]);
    expect([...labelledDays(7, 3)].sort((a, b) => a - b)).toEqual([0, 3, 6]);
  });
});

it('totals calls and errors over the range', () => {
  expect(
    totalsOf([
      { calls: 3, errors: 1 },
      { calls: 4, errors: 0 },
    ]),
  ).toEqual({ calls: 7, errors: 1 });
});
