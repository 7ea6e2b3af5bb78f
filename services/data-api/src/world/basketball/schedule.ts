import { seededRandom } from '../random.ts';
import { basketballSeason, dayMs, seasonsOnDay, type TBasketballSeason } from './competitions.ts';
import { teamsOf } from './teams.ts';

/**
 * When games are played. Every UTC day has 32 tip-off slots, one every 45 minutes from 00:00;
 * slot `k` of day `d` goes to the season at index `(k + d) % m` of the `m` seasons in play that
 * day (by competition id), and starts one game of it. A game lasts well over 45 minutes (1 h 10
 * at the very least), and every day of the year is in some competition's season, so at any moment
 * of any day some game is live. The two teams are the ones that have played least among those
 * rested (no game in the last 3 hours), preferring a pair that has met least, so a team never
 * plays two games at once and everyone meets everyone. Matches are `seasonId * 10000 + n`.
 */
export const slotMs = 45 * 60_000;
export const slotsPerDay = 32;
const restMs = 3 * 3_600_000;

export type TScheduledGame = {
  matchId: number;
  seasonId: number;
  competitionId: number;
  startMs: number;
  homeTeamId: number;
  awayTeamId: number;
};

type TSeasonSchedule = { season: TBasketballSeason; games: TScheduledGame[]; byStart: Map<number, TScheduledGame> };

function buildSchedule(season: TBasketballSeason): TSeasonSchedule {
  const teams = teamsOf(season.competition.competitionId);
  const random = seededRandom('basketball', 'schedule', season.seasonId);
  const rank = random.shuffle(teams.map((_, index) => index));
  const played = teams.map(() => 0);
  const hosted = teams.map(() => 0);
  const lastStart = teams.map(() => -Infinity);
  const met = teams.map(() => teams.map(() => 0));
  const games: TScheduledGame[] = [];
  const byStart = new Map<number, TScheduledGame>();
  for (let day = season.firstDay; day <= season.lastDay; day++) {
    const seasons = seasonsOnDay(day);
    const mine = seasons.findIndex((candidate) => candidate.seasonId === season.seasonId);
    for (let slot = 0; slot < slotsPerDay; slot++) {
      if ((slot + day) % seasons.length !== mine) continue;
      const startMs = day * dayMs + slot * slotMs;
      const rested = teams.map((_, index) => index).filter((index) => lastStart[index]! <= startMs - restMs);
      const pool = rested.length >= 2 ? rested : teams.map((_, index) => index);
      const byNeed = (a: number, b: number) =>
        played[a]! - played[b]! || lastStart[a]! - lastStart[b]! || rank[a]! - rank[b]!;
      const first = [...pool].sort(byNeed)[0]!;
      const second = pool
        .filter((index) => index !== first)
        .sort((a, b) => met[first]![a]! - met[first]![b]! || byNeed(a, b))[0]!;
      const [home, away] = hosted[first]! <= hosted[second]! ? [first, second] : [second, first];
      for (const index of [first, second]) {
        played[index]!++;
        lastStart[index] = startMs;
      }
      hosted[home]!++;
      met[first]![second]!++;
      met[second]![first]!++;
      const game: TScheduledGame = {
        matchId: season.seasonId * 10_000 + games.length + 1,
        seasonId: season.seasonId,
        competitionId: season.competition.competitionId,
        startMs,
        homeTeamId: teams[home]!.teamId,
        awayTeamId: teams[away]!.teamId,
      };
      games.push(game);
      byStart.set(startMs, game);
    }
  }
  return { season, games, byStart };
}

/** Bounded: a few seasons are asked for at a time; each is a few thousand small objects. */
const schedules = new Map<number, TSeasonSchedule>();
const maxSchedules = 24;

export function seasonSchedule(seasonId: number): TSeasonSchedule | undefined {
  const cached = schedules.get(seasonId);
  if (cached) return cached;
  const season = basketballSeason(seasonId);
  if (!season) return undefined;
  const schedule = buildSchedule(season);
  if (schedules.size >= maxSchedules) schedules.delete(schedules.keys().next().value!);
  schedules.set(seasonId, schedule);
  return schedule;
}

export function scheduledGame(matchId: number): TScheduledGame | undefined {
  const schedule = seasonSchedule(Math.floor(matchId / 10_000));
  return schedule?.games[(matchId % 10_000) - 1];
}

/** The games tipping off that UTC day, in slot order. */
export function gamesOnDay(day: number): TScheduledGame[] {
  const seasons = seasonsOnDay(day);
  const games: TScheduledGame[] = [];
  for (let slot = 0; slot < slotsPerDay; slot++) {
    const season = seasons[(slot + day) % seasons.length];
    const game = season && seasonSchedule(season.seasonId)?.byStart.get(day * dayMs + slot * slotMs);
    if (game) games.push(game);
  }
  return games;
}

/** Games that tipped off in [fromMs, toMs], in order. */
export function gamesStartedBetween(fromMs: number, toMs: number): TScheduledGame[] {
  const games: TScheduledGame[] = [];
  for (let day = Math.floor(fromMs / dayMs); day <= Math.floor(toMs / dayMs); day++)
    for (const game of gamesOnDay(day)) if (game.startMs >= fromMs && game.startMs <= toMs) games.push(game);
  return games;
}
