import type { TLang } from '@matchwire/contracts/common/lang';
import { z } from 'zod';
import { readWorldData } from '../shared/data-file.ts';

/**
 * The basketball competitions (competitions.json): exactly the catalogue's basketball leagues
 * (services/catalogue/seed/leagues.json, ids 1, 2, 3, 5, 6, 7, 9; 4 and 8 are football). A copy,
 * since a service never reads another's data; a test proves ids and names still agree.
 */
export type TText = Record<TLang, string>;

const ZText = z.strictObject({ en: z.string().min(1), vi: z.string().min(1) });
const ZMonthDay = z.tuple([z.number().int().min(1).max(12), z.number().int().min(1).max(31)]);

const ZBasketballCompetition = z.strictObject({
  competitionId: z.number().int().positive(),
  name: ZText,
  country: z.strictObject({ countryId: z.number().int(), name: ZText, code: z.string() }).nullable(),
  /** Minutes of a quarter: 12 under NBA rules (NBA, CBA), 10 under FIBA rules. */
  quarterMinutes: z.union([z.literal(12), z.literal(10)]),
  teamCount: z.number().int().positive(),
  season: z.strictObject({
    /** Month (1–12) and day the season starts; in the year before it ends when `crossesYear`. */
    start: ZMonthDay,
    end: ZMonthDay,
    crossesYear: z.boolean(),
    /** Held only in years where `year % every === remainder` (the World Cup: every 4 years). */
    every: z.strictObject({ every: z.number().int().positive(), remainder: z.number().int() }).optional(),
  }),
  /** Standings split by conference (the NBA); one table otherwise. */
  hasConferences: z.boolean(),
});
export type TBasketballCompetition = z.infer<typeof ZBasketballCompetition>;

export const basketballCompetitions: readonly TBasketballCompetition[] = readWorldData(
  new URL('./competitions.json', import.meta.url),
  z.array(ZBasketballCompetition),
);

const byId = new Map(basketballCompetitions.map((competition) => [competition.competitionId, competition]));

export function basketballCompetition(competitionId: number): TBasketballCompetition | undefined {
  return byId.get(competitionId);
}

export const dayMs = 86_400_000;

/** Days since 1970-01-01 UTC. */
export function dayNumberOf(at: Date | number): number {
  return Math.floor((typeof at === 'number' ? at : at.getTime()) / dayMs);
}

function dayNumberOfDate(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / dayMs;
}

/**
 * A season is named by the year it ends in: the NBA's 2025–26 season is 2026. Its id is
 * `competitionId * 10000 + year` (12026), so an id alone says whose season it is.
 */
export type TBasketballSeason = {
  seasonId: number;
  competition: TBasketballCompetition;
  year: number;
  /** First and last day, as day numbers (inclusive). */
  firstDay: number;
  lastDay: number;
};

export function seasonIdOf(competitionId: number, year: number): number {
  return competitionId * 10_000 + year;
}

/** The season of that id, if its competition holds one that year. */
export function basketballSeason(seasonId: number): TBasketballSeason | undefined {
  const competition = byId.get(Math.floor(seasonId / 10_000));
  const year = seasonId % 10_000;
  // The world's calendar: seasons ending 2020 to 2035.
  if (!competition || year < 2020 || year > 2035) return undefined;
  const { season } = competition;
  if (season.every && year % season.every.every !== season.every.remainder) return undefined;
  return {
    seasonId,
    competition,
    year,
    firstDay: dayNumberOfDate(season.crossesYear ? year - 1 : year, ...season.start),
    lastDay: dayNumberOfDate(year, ...season.end),
  };
}

/** The competition's season that day is in, if any. */
export function seasonOnDay(competition: TBasketballCompetition, day: number): TBasketballSeason | undefined {
  const year = new Date(day * dayMs).getUTCFullYear();
  for (const candidate of [year, year + 1]) {
    const season = basketballSeason(seasonIdOf(competition.competitionId, candidate));
    if (season && season.firstDay <= day && day <= season.lastDay) return season;
  }
  return undefined;
}

/** The season in play that day, or else the next one to start (past the calendar, its last). */
export function currentSeason(competition: TBasketballCompetition, day: number): TBasketballSeason {
  const year = Math.max(2020, new Date(day * dayMs).getUTCFullYear());
  for (let candidate = year; candidate <= year + 5; candidate++) {
    const season = basketballSeason(seasonIdOf(competition.competitionId, candidate));
    if (season && day <= season.lastDay) return season;
  }
  for (let candidate = 2035; ; candidate--) {
    const season = basketballSeason(seasonIdOf(competition.competitionId, candidate));
    if (season) return season;
  }
}

/** The seasons in play that day, by competition id. */
export function seasonsOnDay(day: number): TBasketballSeason[] {
  return basketballCompetitions.flatMap((competition) => seasonOnDay(competition, day) ?? []);
}
