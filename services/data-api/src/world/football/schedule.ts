import { hashSeed } from '../random.ts';
import { BoundedCache } from './bounded-cache.ts';
import { competitions } from './competitions.ts';
import { seasonPlan, startYearsAround, type TSlot } from './seasons.ts';

/**
 * Kick-off times. The rule: a week's matches (Monday to Sunday, UTC), across every competition,
 * kick off evenly spaced over 168 hours (n matches 168 h / n apart, on 5-minute marks), in the
 * order of their planned day and their competition's usual hour; a match moves some hours from
 * its planned day when the days of a week are unevenly full (half move less than 6 hours). A
 * match lasts at least 108 minutes, so a week of 94 matches or more has one in play at every
 * moment, and the calendars (competitions.ts) keep nearly every week above that: over 2026 a
 * match is in play at 99.9 % of the quarter hours, the few gaps on quiet January days.
 */
const weekMinutes = 7 * 1440;
/**
 * Every week's grid starts at Monday 03:00 and runs into the next Monday's small hours: the
 * usual hours average mid-afternoon, so this keeps matches nearer them than a grid from midnight.
 */
const gridShift = 180;
const weeks = new BoundedCache<number, Map<number, number>>(30);

/** Days since 1970-01-01 of the Monday starting the day's week (1970-01-01 was a Thursday). */
function weekOf(day: number): number {
  return day - ((day + 3) % 7);
}

/** The matches planned in a week, with their kick-off in Unix seconds. */
function weekKickoffs(monday: number): Map<number, number> {
  return weeks.get(monday, () => {
    const slots: Array<{ slot: TSlot; wanted: number }> = [];
    for (let day = monday; day < monday + 7; day++)
      for (const competition of competitions)
        for (const startYear of startYearsAround(competition, day))
          for (const slot of seasonPlan(competition.competitionId, startYear).slotsByDay.get(day) ?? [])
            slots.push({ slot, wanted: (day - monday) * 1440 + competition.preferredHour * 60 });
    slots.sort(
      (a, b) => a.wanted - b.wanted || hashSeed('kick-off', a.slot.matchId) - hashSeed('kick-off', b.slot.matchId),
    );
    // In order, never wrapped around the week: a club's matches keep their order and spacing.
    // A called-off match keeps the time of the one after it: the grid is for matches played.
    const start = monday * 86_400 + gridShift * 60;
    const played = slots.filter(({ slot }) => !slot.isPostponed).length;
    const kickoffs = new Map<number, number>();
    let index = 0;
    for (const { slot } of slots) {
      kickoffs.set(slot.matchId, start + Math.floor((Math.min(index, played - 1) * weekMinutes) / played / 5) * 300);
      if (!slot.isPostponed) index++;
    }
    return kickoffs;
  });
}

/** The kick-off of a planned match, Unix seconds. */
export function kickoffOf(slot: TSlot): number {
  return weekKickoffs(weekOf(slot.day)).get(slot.matchId)!;
}

/** The matches kicking off on a UTC day, with their kick-off in Unix seconds. */
export function kickoffsOfDay(day: number): Map<number, number> {
  const start = day * 86_400;
  // A Monday's small hours belong to the week before.
  const all = [...weekKickoffs(weekOf(day) - 7), ...weekKickoffs(weekOf(day))];
  return new Map(all.filter(([, kickoff]) => kickoff >= start && kickoff < start + 86_400));
}
