import { hashSeed } from '../random.ts';
import { BoundedCache } from './bounded-cache.ts';
import { competitions } from './competitions.ts';
import { seasonPlan, startYearsAround, type TSlot } from './seasons.ts';

/**
 * Kick-off times. The rule: a UTC day's matches, across every competition, are spread evenly
 * over its 24 hours (n matches kick off 24 h / n apart, on 5-minute marks, from 00:00), in the
 * order of their competition's usual hour, so Asian leagues play in the UTC morning, Europe in
 * the afternoon and evening, the Americas at night. A match lasts about 110 minutes, so any day
 * with 14 or more matches (every day from August to early December, and most of the year) has
 * a match in play at every moment; a day with fewer has gaps (a mid-summer day without a World
 * Cup, the week around New Year).
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
    const spacing = 1440 / slots.length;
    return new Map(
      slots.map(({ slot }, index) => [slot.matchId, day * 86_400 + Math.floor((index * spacing) / 5) * 300]),
    );
  });
}
