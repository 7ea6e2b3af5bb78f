import { seededRandom } from '../random.ts';
import { dayMs, esportsTournaments, stageOnDay, tournamentsOnDay, type TGame } from './tournaments.ts';

/**
 * When series are played. Each game's UTC day is cut into slots no longer than its shortest game
 * (League of Legends 30 min, Dota 2 32 min, a CS:GO map 24 min; each divides a day) from 00:00;
 * slot `k` of day `d` goes to the tournament at index `(k + d) % m` of the game's `m` tournaments
 * in progress that day (by id), and starts one series of it. A series lasts at least one game, so
 * it is still live when the next slot's starts: some series of every game is live at any moment,
 * and the leagues run all year. The two teams are the tournament's that have played least that
 * year among those rested (no series begun in the last 4¼ hours, longer than any series), so a
 * team never plays two series at once. A series is `(year − 2000) * 10^7 + code * 10^5 + n`, the
 * code being the tournament's (5001 → 1, 5101 → 11, 5201 → 21).
 */
export const slotMsOf: Record<TGame, number> = { lol: 30 * 60_000, dota2: 32 * 60_000, csgo: 24 * 60_000 };
/** A best-of-5 of 40-minute games, or a best-of-3 of CS:GO maps in overtime, with their breaks. */
const restMs = 4.25 * 3_600_000;
/** Schedules begin on 1 January of this year; each later year goes on from who ended the one before. */
const firstYear = 2025;

export type TSeries = {
  matchId: number;
  game: TGame;
  tournamentId: number;
  bestOf: 1 | 3 | 5;
  startMs: number;
  homeTeamId: number;
  awayTeamId: number;
};

type TYearSchedule = { series: TSeries[]; byId: Map<number, TSeries>; byStart: Map<number, TSeries> };

const codeOf = (tournamentId: number) => (Math.floor(tournamentId / 100) - 50) * 10 + (tournamentId % 100);

/** When each team last began a series, as a year ended: kept after its schedule is dropped. */
const yearEnds = new Map<string, Map<number, number>>();

function lastStartsAtEndOf(game: TGame, year: number): Map<number, number> {
  if (year < firstYear) return new Map();
  const key = `${game}:${year}`;
  if (!yearEnds.has(key)) yearSchedule(game, year);
  return yearEnds.get(key)!;
}

function buildYear(game: TGame, year: number): TYearSchedule {
  const slotMs = slotMsOf[game];
  const slots = dayMs / slotMs;
  const random = seededRandom('esports', 'schedule', game, year);
  const lastStart = new Map(lastStartsAtEndOf(game, year - 1));
  const played = new Map<number, number>();
  const met = new Map<number, number>();
  const rank = new Map<number, number>();
  const counts = new Map<number, number>();
  const schedule: TYearSchedule = { series: [], byId: new Map(), byStart: new Map() };
  const firstDay = Date.UTC(year, 0, 1) / dayMs;
  const lastDay = Date.UTC(year, 11, 31) / dayMs;
  const meetings = (a: number, b: number) => met.get(a * 1000 + b) ?? 0;
  for (let day = firstDay; day <= lastDay; day++) {
    const tournaments = tournamentsOnDay(game, day);
    for (let slot = 0; slot < slots; slot++) {
      const tournament = tournaments[(slot + day) % tournaments.length]!;
      const startMs = day * dayMs + slot * slotMs;
      for (const teamId of tournament.teamIds) if (!rank.has(teamId)) rank.set(teamId, random.next());
      const since = (teamId: number) => lastStart.get(teamId) ?? -Infinity;
      /** Negative when `a` is due before `b`: fewer series played, then longer rested. */
      const due = (a: number, b: number) =>
        (played.get(a) ?? 0) - (played.get(b) ?? 0) || since(a) - since(b) || rank.get(a)! - rank.get(b)!;
      let pool = tournament.teamIds.filter((teamId) => since(teamId) <= startMs - restMs);
      // Should every team have played lately, the two resting longest meet.
      if (pool.length < 2) pool = [...tournament.teamIds].sort((a, b) => since(a) - since(b)).slice(0, 2);
      const first = pool.reduce((best, teamId) => (due(teamId, best) < 0 ? teamId : best));
      const second = pool
        .filter((teamId) => teamId !== first)
        .reduce((best, teamId) =>
          (meetings(first, teamId) - meetings(first, best) || due(teamId, best)) < 0 ? teamId : best,
        );
      for (const teamId of [first, second]) {
        played.set(teamId, (played.get(teamId) ?? 0) + 1);
        lastStart.set(teamId, startMs);
      }
      met.set(first * 1000 + second, meetings(first, second) + 1);
      met.set(second * 1000 + first, meetings(second, first) + 1);
      const number = (counts.get(tournament.tournamentId) ?? 0) + 1;
      counts.set(tournament.tournamentId, number);
      const isHomeFirst = number % 2 === 0;
      const series: TSeries = {
        matchId: (year - 2000) * 10_000_000 + codeOf(tournament.tournamentId) * 100_000 + number,
        game,
        tournamentId: tournament.tournamentId,
        bestOf: Number(stageOnDay(tournament, day).format.slice(2)) as 1 | 3 | 5,
        startMs,
        homeTeamId: isHomeFirst ? first : second,
        awayTeamId: isHomeFirst ? second : first,
      };
      schedule.series.push(series);
      schedule.byId.set(series.matchId, series);
      schedule.byStart.set(startMs, series);
    }
  }
  yearEnds.set(`${game}:${year}`, lastStart);
  return schedule;
}

/**
 * The years the world has series in: from `firstYear` (each year is built on the one before, so
 * the first ask for a year builds those before it too: a second or two for the last) to 2035.
 */
const isInCalendar = (year: number) => year >= firstYear && year <= 2035;

/** Bounded: a year of one game is some 15,000 series. */
const years = new Map<string, TYearSchedule>();

export function yearSchedule(game: TGame, year: number): TYearSchedule {
  const key = `${game}:${year}`;
  let schedule = years.get(key);
  if (!schedule) {
    schedule = buildYear(game, year);
    if (years.size >= 9) years.delete(years.keys().next().value!);
    years.set(key, schedule);
  }
  return schedule;
}

export function seriesById(matchId: number): TSeries | undefined {
  const year = 2000 + Math.floor(matchId / 10_000_000);
  const code = Math.floor(matchId / 100_000) % 100;
  const tournament = esportsTournaments.find((candidate) => codeOf(candidate.tournamentId) === code);
  if (!tournament || !isInCalendar(year)) return undefined;
  return yearSchedule(tournament.game, year).byId.get(matchId);
}

/** The game's series starting in [fromMs, toMs], in order. */
export function seriesStartedBetween(game: TGame, fromMs: number, toMs: number): TSeries[] {
  const slotMs = slotMsOf[game];
  const found: TSeries[] = [];
  for (let slotStart = Math.ceil(fromMs / slotMs) * slotMs; slotStart <= toMs; slotStart += slotMs) {
    const year = new Date(slotStart).getUTCFullYear();
    // Outside the world's calendar a day has no series (and builds nothing).
    const series = isInCalendar(year) ? yearSchedule(game, year).byStart.get(slotStart) : undefined;
    if (series) found.push(series);
  }
  return found;
}

export function seriesOnDay(game: TGame, day: number): TSeries[] {
  return seriesStartedBetween(game, day * dayMs, (day + 1) * dayMs - 1);
}
