/**
 * The football competitions of the data provider: the catalogue's football leagues
 * (services/catalogue/seed/leagues.json, a test proves the ids and names agree), with what the
 * world needs to play them: a format, a calendar and where their teams come from. The provider
 * keeps its own copy, as a real feed would; the product sells what the feed covers.
 */
export type TLocalized = { en: string; vi: string };
export type TLang = keyof TLocalized;

export type TCountry = { countryId: number; name: TLocalized; code: string };

/**
 * Country ids are international dialling codes (England 44, as the reference pages always
 * showed); continents and the world, which have none, take ids from 9000 and a non-ISO code.
 */
export const countries = {
  england: { countryId: 44, name: { en: 'England', vi: 'Anh' }, code: 'GB-ENG' },
  spain: { countryId: 34, name: { en: 'Spain', vi: 'Tây Ban Nha' }, code: 'ES' },
  italy: { countryId: 39, name: { en: 'Italy', vi: 'Ý' }, code: 'IT' },
  germany: { countryId: 49, name: { en: 'Germany', vi: 'Đức' }, code: 'DE' },
  france: { countryId: 33, name: { en: 'France', vi: 'Pháp' }, code: 'FR' },
  portugal: { countryId: 351, name: { en: 'Portugal', vi: 'Bồ Đào Nha' }, code: 'PT' },
  netherlands: { countryId: 31, name: { en: 'Netherlands', vi: 'Hà Lan' }, code: 'NL' },
  brazil: { countryId: 55, name: { en: 'Brazil', vi: 'Brazil' }, code: 'BR' },
  southKorea: { countryId: 82, name: { en: 'South Korea', vi: 'Hàn Quốc' }, code: 'KR' },
  japan: { countryId: 81, name: { en: 'Japan', vi: 'Nhật Bản' }, code: 'JP' },
  unitedStates: { countryId: 1, name: { en: 'United States', vi: 'Mỹ' }, code: 'US' },
  vietnam: { countryId: 84, name: { en: 'Vietnam', vi: 'Việt Nam' }, code: 'VN' },
  thailand: { countryId: 66, name: { en: 'Thailand', vi: 'Thái Lan' }, code: 'TH' },
  world: { countryId: 9001, name: { en: 'World', vi: 'Thế giới' }, code: 'INT' },
  europe: { countryId: 9002, name: { en: 'Europe', vi: 'Châu Âu' }, code: 'EU' },
  asia: { countryId: 9003, name: { en: 'Asia', vi: 'Châu Á' }, code: 'ASIA' },
} satisfies Record<string, TCountry>;

/** How a league's team and player names sound (names.ts). */
export type TNameStyle = 'en' | 'es' | 'pt' | 'it' | 'de' | 'fr' | 'nl' | 'ja' | 'ko' | 'vi' | 'th';

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

/** A league of the European calendar: August to May, one round a week, two over the festive weeks. */
const europeanLeague = (
  competitionId: number,
  name: TLocalized,
  shortName: string,
  country: TCountry,
  preferredHour: number,
  teams: number,
  style: TNameStyle,
): TCompetition => ({
  competitionId,
  name,
  shortName,
  type: 0,
  country,
  calendar: 'european',
  preferredHour,
  format: {
    kind: 'league',
    teams,
    style,
    start: [0, 8, 8],
    end: [1, 5, 23],
    busy: { from: [0, 12, 20], to: [1, 1, 6], rate: 2 },
  },
});

/** A calendar-year league of 20 clubs: early January to mid-December, fastest in midsummer. */
const yearLeague = (
  competitionId: number,
  name: TLocalized,
  shortName: string,
  country: TCountry,
  preferredHour: number,
  style: TNameStyle,
): TCompetition => ({
  competitionId,
  name,
  shortName,
  type: 0,
  country,
  calendar: 'year',
  preferredHour,
  format: {
    kind: 'league',
    teams: 20,
    style,
    start: [0, 1, 3],
    end: [0, 12, 19],
    busy: { from: [0, 5, 24], to: [0, 8, 7], rate: 3 },
  },
});

const round = (en: string, vi: string, offset: number, days: number): TCupRound => ({ name: { en, vi }, offset, days });
const matchdays = (offsets: number[], days: number): TCupRound[] =>
  offsets.map((offset, index) => round(`Matchday ${index + 1}`, `Lượt ${index + 1}`, offset, days));
const knockouts = (offsets: number[], days: number[]): TCupRound[] => {
  const names: Array<[string, string]> = [
    ['Round of 32', 'Vòng 1/16'],
    ['Round of 16', 'Vòng 1/8'],
    ['Quarter-finals', 'Tứ kết'],
    ['Semi-finals', 'Bán kết'],
    ['Final', 'Chung kết'],
  ];
  const used = names.slice(names.length - offsets.length);
  return offsets.map((offset, index) => round(used[index]![0], used[index]![1], offset, days[index]!));
};

export const competitions: TCompetition[] = [
  yearLeague(4, { en: 'Brasileirão Série A', vi: 'Giải VĐQG Brazil Série A' }, 'BSA', countries.brazil, 22, 'pt'),
  europeanLeague(8, { en: 'Bundesliga', vi: 'Bundesliga' }, 'BL1', countries.germany, 15, 18, 'de'),
  europeanLeague(11, { en: 'Ligue 1', vi: 'Ligue 1' }, 'FL1', countries.france, 18, 18, 'fr'),
  yearLeague(15, { en: 'K League 1', vi: 'K League 1' }, 'KL1', countries.southKorea, 7, 'ko'),
  europeanLeague(23, { en: 'Primeira Liga', vi: 'Primeira Liga' }, 'PPL', countries.portugal, 19, 18, 'pt'),
  yearLeague(25, { en: 'J1 League', vi: 'J1 League' }, 'J1', countries.japan, 6, 'ja'),
  europeanLeague(31, { en: 'La Liga', vi: 'La Liga' }, 'LAL', countries.spain, 19, 20, 'es'),
  europeanLeague(34, { en: 'Serie A', vi: 'Serie A' }, 'SA', countries.italy, 17, 20, 'it'),
  europeanLeague(36, { en: 'Premier League', vi: 'Ngoại hạng Anh' }, 'EPL', countries.england, 14, 20, 'en'),
  europeanLeague(37, { en: 'EFL Championship', vi: 'Hạng Nhất Anh' }, 'ELC', countries.england, 15, 20, 'en'),
  europeanLeague(57, { en: 'Eredivisie', vi: 'Eredivisie' }, 'ERE', countries.netherlands, 13, 18, 'nl'),
  {
    competitionId: 75,
    name: { en: 'FIFA World Cup', vi: 'World Cup' },
    shortName: 'WC',
    type: 1,
    country: countries.world,
    calendar: 'world-cup',
    preferredHour: 16,
    format: {
      kind: 'cup',
      entrants: 'nations',
      groups: 8,
      start: [0, 6, 11],
      groupLegs: 1,
      rounds: [...matchdays([0, 5, 10], 4), ...knockouts([16, 22, 26, 30], [4, 2, 2, 1])],
    },
  },
  {
    competitionId: 103,
    name: { en: 'UEFA Champions League', vi: 'Cúp C1 châu Âu' },
    shortName: 'UCL',
    type: 1,
    country: countries.europe,
    calendar: 'european',
    preferredHour: 20,
    format: {
      kind: 'cup',
      entrants: [
        [36, 0, 6],
        [31, 0, 6],
        [34, 0, 6],
        [8, 0, 4],
        [11, 0, 4],
        [23, 0, 3],
        [57, 0, 3],
      ],
      groups: 8,
      start: [0, 9, 15],
      rounds: [...matchdays([0, 14, 35, 49, 70, 84], 2), ...knockouts([154, 203, 224, 256], [2, 2, 2, 1])],
    },
  },
  {
    competitionId: 113,
    name: { en: 'UEFA Europa League', vi: 'Cúp C2 châu Âu' },
    shortName: 'UEL',
    type: 1,
    country: countries.europe,
    calendar: 'european',
    preferredHour: 18,
    format: {
      kind: 'cup',
      entrants: [
        [36, 6, 5],
        [31, 6, 5],
        [34, 6, 5],
        [8, 4, 5],
        [11, 4, 5],
        [23, 3, 4],
        [57, 3, 3],
      ],
      groups: 8,
      start: [0, 9, 17],
      rounds: [...matchdays([0, 14, 35, 49, 70, 84], 1), ...knockouts([154, 203, 224, 249], [2, 1, 1, 1])],
    },
  },
  {
    competitionId: 138,
    name: { en: 'FA Cup', vi: 'Cúp FA' },
    shortName: 'FAC',
    type: 1,
    country: countries.england,
    calendar: 'european',
    preferredHour: 15,
    format: {
      kind: 'cup',
      entrants: [
        [36, 0, 20],
        [37, 0, 12],
      ],
      groups: 0,
      start: [1, 1, 9],
      rounds: knockouts([0, 35, 56, 105, 126], [2, 2, 2, 2, 1]),
    },
  },
  {
    competitionId: 140,
    name: { en: 'EFL Cup', vi: 'Cúp Liên đoàn Anh' },
    shortName: 'EFL',
    type: 1,
    country: countries.england,
    calendar: 'european',
    preferredHour: 19,
    format: {
      kind: 'cup',
      entrants: [
        [36, 0, 20],
        [37, 8, 12],
      ],
      groups: 0,
      start: [0, 9, 22],
      rounds: knockouts([0, 35, 84, 112, 175], [2, 2, 2, 2, 1]),
    },
  },
  {
    competitionId: 192,
    name: { en: 'AFC Champions League Elite', vi: 'AFC Champions League Elite' },
    shortName: 'ACLE',
    type: 1,
    country: countries.asia,
    calendar: 'european',
    preferredHour: 11,
    format: {
      kind: 'cup',
      entrants: [
        [25, 0, 4],
        [15, 0, 4],
        [626, 0, 4],
        [632, 0, 4],
      ],
      groups: 4,
      start: [0, 9, 15],
      rounds: [...matchdays([0, 14, 35, 56, 70, 84], 2), ...knockouts([175, 210, 245], [2, 2, 1])],
    },
  },
  yearLeague(242, { en: 'Major League Soccer', vi: 'Giải Nhà nghề Mỹ (MLS)' }, 'MLS', countries.unitedStates, 23, 'en'),
  yearLeague(626, { en: 'V.League 1', vi: 'V.League 1' }, 'VL1', countries.vietnam, 11, 'vi'),
  yearLeague(632, { en: 'Thai League 1', vi: 'Thai League 1' }, 'TL1', countries.thailand, 12, 'th'),
];

const byId = new Map(competitions.map((competition) => [competition.competitionId, competition]));

export function findCompetition(competitionId: number): TCompetition | undefined {
  return byId.get(competitionId);
}
