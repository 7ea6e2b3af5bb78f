import { z } from 'zod';
import { readWorldData } from '../shared/data-file.ts';

/**
 * The football competitions of the data provider: the catalogue's football leagues
 * (services/catalogue/seed/leagues.json, a test proves the ids and names agree), with what the
 * world needs to play them: a format, a calendar and where their teams come from. The provider
 * keeps its own copy, as a real feed would; the product sells what the feed covers. The data is
 * competitions.json; this file reads it and spells out what a row's few fields mean.
 */
export type TLocalized = { en: string; vi: string };
export type TLang = keyof TLocalized;

/**
 * Country ids are international dialling codes (England 44, as the reference pages always
 * showed); continents and the world, which have none, take ids from 9000 and a non-ISO code.
 */
export type TCountry = { countryId: number; name: TLocalized; code: string };

/** How a league's team and player names sound (names.ts). */
const ZNameStyle = z.enum(['en', 'es', 'pt', 'it', 'de', 'fr', 'nl', 'ja', 'ko', 'vi', 'th']);
export type TNameStyle = z.infer<typeof ZNameStyle>;

/** A day as [years after the season's start year, month, day]. */
export type TSeasonDay = [number, number, number];

/** A cup stage's match days: days after the cup's first day, each spread over `days` days. */
export type TCupRound = { name: TLocalized; offset: number; days: number };

export type TFormat =
  | {
      kind: 'league';
      teams: number;
      style: TNameStyle;
      start: TSeasonDay;
      end: TSeasonDay;
      /**
       * Weeks played `rate` times as fast (a round every two or three days): the festive weeks in
       * Europe; the calendar-year leagues' midsummer, while Europe's leagues rest. So that
       * matches go on at every moment of the year (schedule.ts).
       */
      busy: { from: TSeasonDay; to: TSeasonDay; rate: number } | null;
    }
  | {
      kind: 'cup';
      /** League teams taking part: [leagueId, from strength rank, count]; or the national teams. */
      entrants: Array<[number, number, number]> | 'nations';
      /** Groups of four before the knockouts; 0 for a knockout cup. */
      groups: number;
      /** Twice each in a group (home and away), or once (a tournament like the World Cup). */
      groupLegs?: 1;
      start: TSeasonDay;
      /** Group match days (three per leg, when groups > 0), then the knockout rounds. */
      rounds: TCupRound[];
    };

export type TCompetition = {
  competitionId: number;
  name: TLocalized;
  shortName: string;
  /** 0 league, 1 cup (knockouts and international tournaments). */
  type: 0 | 1;
  country: TCountry;
  /** European seasons run August to May (2026/2027); the others a calendar year (2026). */
  calendar: 'european' | 'year' | 'world-cup';
  /** The usual kick-off hour in UTC, which orders a day's matches (schedule.ts). */
  preferredHour: number;
  format: TFormat;
};

const ZLocalized = z.strictObject({ en: z.string().min(1), vi: z.string().min(1) });
const ZDay = z.tuple([z.number().int(), z.number().int(), z.number().int()]);
const ZRow = z.strictObject({
  competitionId: z.number().int().positive(),
  name: ZLocalized,
  shortName: z.string().min(1),
  /** A key of `countries`. */
  country: z.string(),
  preferredHour: z.number().int().min(0).max(23),
  /** A league plays its calendar's standard season (`leagueSeasons`) with 20 clubs unless `teams` says. */
  league: z
    .strictObject({
      calendar: z.enum(['european', 'year']),
      teams: z.number().int().positive().optional(),
      style: ZNameStyle,
    })
    .optional(),
  /** A cup: group match days `offsets` days after its start, each over `days` days, then knockouts. */
  cup: z
    .strictObject({
      calendar: z.enum(['european', 'world-cup']),
      entrants: z.union([z.literal('nations'), z.array(z.tuple([z.number(), z.number(), z.number()]))]),
      groups: z.number().int().min(0),
      groupLegs: z.literal(1).optional(),
      start: ZDay,
      matchdays: z.strictObject({ offsets: z.array(z.number().int()), days: z.number().int() }).optional(),
      knockouts: z.strictObject({ offsets: z.array(z.number().int()), days: z.array(z.number().int()) }),
    })
    .optional(),
});
const ZCompetitionsFile = z.strictObject({
  countries: z.record(z.string(), z.strictObject({ countryId: z.number().int(), name: ZLocalized, code: z.string() })),
  competitions: z.array(ZRow.refine((row) => !row.league !== !row.cup, 'a competition is a league or a cup')),
});

const file = readWorldData(new URL('./competitions.json', import.meta.url), ZCompetitionsFile);

/**
 * The standard league seasons. European: August to May, one round a week, two over the festive
 * weeks. Calendar year: 20 clubs, early January to mid-December, fastest in midsummer.
 */
const leagueSeasons = {
  european: { start: [0, 8, 8], end: [1, 5, 23], busy: { from: [0, 12, 20], to: [1, 1, 6], rate: 2 } },
  year: { start: [0, 1, 3], end: [0, 12, 19], busy: { from: [0, 5, 24], to: [0, 8, 7], rate: 3 } },
} satisfies Record<string, Pick<Extract<TFormat, { kind: 'league' }>, 'start' | 'end' | 'busy'>>;

function leagueFormat(league: NonNullable<z.infer<typeof ZRow>['league']>): TFormat {
  return { kind: 'league', teams: league.teams ?? 20, style: league.style, ...leagueSeasons[league.calendar] };
}

const round = (en: string, vi: string, offset: number, days: number): TCupRound => ({ name: { en, vi }, offset, days });
const knockoutNames: Array<[string, string]> = [
  ['Round of 32', 'Vòng 1/16'],
  ['Round of 16', 'Vòng 1/8'],
  ['Quarter-finals', 'Tứ kết'],
  ['Semi-finals', 'Bán kết'],
  ['Final', 'Chung kết'],
];

/** A cup's rounds: numbered match days, then the knockout rounds named back from the final. */
function cupFormat(cup: NonNullable<z.infer<typeof ZRow>['cup']>): TFormat {
  const matchdays = (cup.matchdays?.offsets ?? []).map((offset, index) =>
    round(`Matchday ${index + 1}`, `Lượt ${index + 1}`, offset, cup.matchdays!.days),
  );
  const names = knockoutNames.slice(knockoutNames.length - cup.knockouts.offsets.length);
  const knockouts = cup.knockouts.offsets.map((offset, index) =>
    round(names[index]![0], names[index]![1], offset, cup.knockouts.days[index]!),
  );
  return {
    kind: 'cup',
    entrants: cup.entrants,
    groups: cup.groups,
    start: cup.start,
    ...(cup.groupLegs ? { groupLegs: cup.groupLegs } : {}),
    rounds: [...matchdays, ...knockouts],
  };
}

export const competitions: TCompetition[] = file.competitions.map((row) => {
  const country = file.countries[row.country];
  if (!country) throw new Error(`services/data-api/src/world/football/competitions.json: no country ${row.country}`);
  return {
    competitionId: row.competitionId,
    name: row.name,
    shortName: row.shortName,
    type: row.league ? 0 : 1,
    country,
    calendar: (row.league ?? row.cup)!.calendar,
    preferredHour: row.preferredHour,
    format: row.league ? leagueFormat(row.league) : cupFormat(row.cup!),
  };
});

const byId = new Map(competitions.map((competition) => [competition.competitionId, competition]));

export function findCompetition(competitionId: number): TCompetition | undefined {
  return byId.get(competitionId);
}
