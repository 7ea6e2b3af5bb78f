import { hashSeed } from '../random.ts';
import { BoundedCache } from './bounded-cache.ts';
import { competitions } from './competitions.ts';
import { seasonPlan, startYearsAround, type TSlot } from './seasons.ts';

/**
 * Kick-off times. The rule: a UTC day's matches, across every competition, are spread evenly
 * over its 24 hours (n matches kick off 24 h / n apart, on 5-minute marks), ordered by their
 * competition's usual hour and turned to keep each as near that hour as the grid allows: Asian
 * leagues play in the UTC morning, Europe in the afternoon and evening, the Americas at night.
 * A match lasts about 110 minutes, so a day with 14 or more matches (most days from mid-August
 * to early December and from February to May) has a match in play at every moment; a day with
 * fewer has gaps (mid-summer without a World Cup, the weeks around New Year).
 */
const rosters = new BoundedCache<number, Map<number, number>>(60);

/** The day's matches by id, with their kick-off in Unix seconds. */
export function kickoffsOfDay(day: number): Map<number, number> {
  return rosters.get(day, () => {
    const slots: Array<{ slot: TSlot; hour: number }> = [];
    for (const competition of competitions)
      for (const startYear of startYearsAround(competition, day))
        for (const slot of seasonPlan(competition.competitionId, startYear).slotsByDay.get(day) ?? [])
          slots.push({ slot, hour: competition.preferredHour });
    slots.sort(
      (a, b) => a.hour - b.hour || hashSeed('kick-off', a.slot.matchId) - hashSeed('kick-off', b.slot.matchId),
    );
    const grid = slots.map((_, index) => Math.floor((index * 1440) / slots.length / 5) * 5);
    // The grid turned so the day's matches sit as near their usual hours as it allows.
    const turn = bestTurn(
      grid,
      slots.map(({ hour }) => hour * 60),
    );
    return new Map(
      slots.map(({ slot }, index) => [slot.matchId, day * 86_400 + grid[(index + turn) % grid.length]! * 60]),
    );
  });
}

/** The rotation of the grid that keeps kick-offs closest (around the clock) to the usual hours. */
function bestTurn(grid: number[], wanted: number[]): number {
  let best = 0;
  let bestCost = Infinity;
  for (let turn = 0; turn < grid.length; turn++) {
    let cost = 0;
    wanted.forEach((minute, index) => {
      const distance = Math.abs(grid[(index + turn) % grid.length]! - minute);
      cost += Math.min(distance, 1440 - distance);
    });
    if (cost < bestCost) [best, bestCost] = [turn, cost];
  }
  return best;
}
