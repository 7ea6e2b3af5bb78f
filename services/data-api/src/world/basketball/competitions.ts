import type { TLang } from '@matchwire/contracts/common/lang';

/**
 * The basketball competitions: exactly the catalogue's basketball leagues
 * (services/catalogue/seed/leagues.json, ids 1, 2, 3, 5, 6, 7, 9; 4 and 8 are football). A copy,
 * since a service never reads another's data; a test proves ids and names still agree.
 */
export type TText = Record<TLang, string>;

type TSeasonWindow = {
  /** Month (1–12) and day the season starts; in the year before it ends when `crossesYear`. */
  start: [number, number];
  end: [number, number];
  crossesYear: boolean;
  /** Held only in years where `year % every === remainder` (the World Cup: every 4 years). */
  every?: { every: number; remainder: number };
};

export type TBasketballCompetition = {
  competitionId: number;
  name: TText;
  country: { countryId: number; name: TText; code: string } | null;
  /** Minutes of a quarter: 12 under NBA rules (NBA, CBA), 10 under FIBA rules. */
  quarterMinutes: 12 | 10;
  teamCount: number;
  season: TSeasonWindow;
  /** Standings split by conference (the NBA); one table otherwise. */
  hasConferences: boolean;
};

export const basketballCompetitions: readonly TBasketballCompetition[] = [
  {
    competitionId: 1,
    name: { en: 'NBA', vi: 'NBA' },
    country: { countryId: 1, name: { en: 'United States', vi: 'Mỹ' }, code: 'US' },
    quarterMinutes: 12,
    teamCount: 30,
    season: { start: [10, 21], end: [6, 14], crossesYear: true },
    hasConferences: true,
  },
  {
    competitionId: 2,
    name: { en: 'EuroLeague', vi: 'EuroLeague' },
    country: null,
    quarterMinutes: 10,
    teamCount: 18,
    season: { start: [10, 1], end: [5, 24], crossesYear: true },
    hasConferences: false,
  },
  {
    competitionId: 3,
    name: { en: 'Chinese Basketball Association', vi: 'Giải bóng rổ Trung Quốc (CBA)' },
    country: { countryId: 2, name: { en: 'China', vi: 'Trung Quốc' }, code: 'CN' },
    quarterMinutes: 12,
    teamCount: 20,
    season: { start: [10, 12], end: [4, 30], crossesYear: true },
    hasConferences: false,
  },
  {
    competitionId: 5,
    name: { en: 'NBL', vi: 'Giải bóng rổ Úc (NBL)' },
    country: { countryId: 3, name: { en: 'Australia', vi: 'Úc' }, code: 'AU' },
    quarterMinutes: 10,
    teamCount: 10,
    season: { start: [9, 18], end: [3, 8], crossesYear: true },
    hasConferences: false,
  },
  {
    competitionId: 6,
    name: { en: 'Liga ACB', vi: 'Liga ACB' },
    country: { countryId: 4, name: { en: 'Spain', vi: 'Tây Ban Nha' }, code: 'ES' },
    quarterMinutes: 10,
    teamCount: 18,
    season: { start: [9, 27], end: [6, 21], crossesYear: true },
    hasConferences: false,
  },
  {
    competitionId: 7,
    name: { en: 'Vietnam Basketball Association', vi: 'Giải bóng rổ chuyên nghiệp Việt Nam (VBA)' },
    country: { countryId: 5, name: { en: 'Vietnam', vi: 'Việt Nam' }, code: 'VN' },
    quarterMinutes: 10,
    teamCount: 10,
    season: { start: [5, 16], end: [10, 4], crossesYear: false },
    hasConferences: false,
  },
  {
    competitionId: 9,
    name: { en: 'FIBA Basketball World Cup', vi: 'Cúp bóng rổ thế giới FIBA' },
    country: null,
    quarterMinutes: 10,
    teamCount: 16,
    season: { start: [8, 25], end: [9, 10], crossesYear: false, every: { every: 4, remainder: 3 } },
    hasConferences: false,
  },
];

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
