import { BoundedCache } from './bounded-cache.ts';
import { findFixture, type TFixture } from './fixtures.ts';
import { kickoffsOfDay } from './schedule.ts';
import { dayOf, isListedSeason } from './seasons.ts';
import { isLive, viewAt, type TMatchView } from './match-state.ts';

/**
 * Finding matches by time: a day's fixtures in kick-off order, those kicking off in a window,
 * those in play. What live-scores, in-play odds and the event stream start from.
 */
const days = new BoundedCache<number, TFixture[]>(120);

/** A match in play is at most this long after its kick-off (extra time and a shoot-out included). */
export const longestMatchSeconds = 4 * 3600;

export function fixturesOfDay(day: number): TFixture[] {
  return days.get(day, () =>
    [...kickoffsOfDay(day).keys()]
      .map((matchId) => findFixture(matchId)!)
      .sort((a, b) => a.kickoff - b.kickoff || a.matchId - b.matchId),
  );
}

/** Fixtures kicking off in [from, to], Unix seconds, in kick-off order. */
export function fixturesKickingOff(from: number, to: number): TFixture[] {
  const found: TFixture[] = [];
  for (let day = dayOf(from * 1000); day <= dayOf(to * 1000); day++)
    for (const fixture of fixturesOfDay(day)) if (fixture.kickoff >= from && fixture.kickoff <= to) found.push(fixture);
  return found;
}

/** Matches in play at `at` (kick-off passed, not finished), published ones only. */
export function liveViews(at: Date): TMatchView[] {
  const now = Math.floor(at.getTime() / 1000);
  return fixturesKickingOff(now - longestMatchSeconds, now)
    .filter((fixture) => isShown(fixture, at))
    .map((fixture) => viewAt(fixture, at))
    .filter(isLive);
}

/** A match the API shows at `at`, or undefined (unknown id, a tie not yet drawn, an old season). */
export function findVisibleFixture(matchId: number | undefined, at: Date): TFixture | undefined {
  if (matchId === undefined) return undefined;
  const fixture = findFixture(matchId);
  return fixture && isShown(fixture, at) ? fixture : undefined;
}

/** That match as it stands at `at`, when the API shows it: what the per-match answers start from. */
export function findVisibleView(matchId: number | undefined, at: Date): TMatchView | undefined {
  const fixture = findVisibleFixture(matchId, at);
  return fixture && viewAt(fixture, at);
}

/** Published (a knockout tie once its clubs are known) and in a season the API lists. */
export function isShown(fixture: TFixture, at: Date): boolean {
  return fixture.visibleFrom <= Math.floor(at.getTime() / 1000) && isListedSeason(fixture.seasonId, at);
}
