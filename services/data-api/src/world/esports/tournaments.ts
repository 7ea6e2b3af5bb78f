import type { TLang } from '@matchwire/contracts/common/lang';

/**
 * The esports tournaments: exactly the catalogue's League of Legends (5001–5007), Dota 2
 * (5101–5104) and CS:GO (5201–5204) leagues of services/catalogue/seed/leagues.json, a copy that a
 * test compares with it. The catalogue's other games (5301 and on: Valorant, Arena of Valor,
 * Mobile Legends, Honor of Kings) have no interfaces in the reference, so they are left out.
 *
 * Each tournament is held once a year (its edition of that year). Leagues run the whole calendar
 * year, so every game always has a tournament in progress; the international events take their
 * window of the year.
 */
export type TGame = 'lol' | 'dota2' | 'csgo';
export const esportsGames: readonly TGame[] = ['lol', 'dota2', 'csgo'];
export type TText = Record<TLang, string>;

export type TStage = { stageId: number; name: string; format: 'bo1' | 'bo3' | 'bo5' };

export type TTournament = {
  tournamentId: number;
  game: TGame;
  name: TText;
  tier: 'S' | 'A' | 'B' | 'C';
  /** Month and day of the first and last day; none: the whole year. */
  window?: { start: [number, number]; end: [number, number] };
  prizePool: number | null;
  /** The first stage is played over the first three quarters of the edition, the second after. */
  stages: [TStage, TStage];
  teamIds: number[];
};

const range = (first: number, count: number) => Array.from({ length: count }, (_, index) => first + index);
const league = (format: 'bo1' | 'bo3'): [TStage, TStage] => [
  { stageId: 1, name: 'Regular Season', format },
  { stageId: 2, name: 'Playoffs', format: 'bo5' },
];
const event = (group: 'bo1' | 'bo3', knockout: 'bo3' | 'bo5'): [TStage, TStage] => [
  { stageId: 1, name: 'Group Stage', format: group },
  { stageId: 2, name: 'Playoffs', format: knockout },
];

export const esportsTournaments: readonly TTournament[] = [
  {
    tournamentId: 5001,
    game: 'lol',
    name: { en: 'LCK', vi: 'LCK' },
    tier: 'S',
    prizePool: 300_000,
    stages: league('bo3'),
    teamIds: range(101, 10),
  },
  {
    tournamentId: 5002,
    game: 'lol',
    name: { en: 'LPL', vi: 'LPL' },
    tier: 'S',
    prizePool: 350_000,
    stages: league('bo3'),
    teamIds: range(111, 10),
  },
  {
    tournamentId: 5003,
    game: 'lol',
    name: { en: 'LEC', vi: 'LEC' },
    tier: 'S',
    prizePool: 250_000,
    stages: league('bo1'),
    teamIds: range(121, 10),
  },
  {
    tournamentId: 5004,
    game: 'lol',
    name: { en: 'LTA North', vi: 'LTA Bắc' },
    tier: 'A',
    prizePool: 200_000,
    stages: league('bo3'),
    teamIds: range(131, 8),
  },
  {
    tournamentId: 5005,
    game: 'lol',
    name: { en: 'VCS', vi: 'VCS' },
    tier: 'B',
    prizePool: 100_000,
    stages: league('bo3'),
    teamIds: range(141, 8),
  },
  {
    tournamentId: 5006,
    game: 'lol',
    name: { en: 'League of Legends World Championship', vi: 'Chung kết Thế giới Liên Minh Huyền Thoại' },
    tier: 'S',
    window: { start: [10, 1], end: [11, 9] },
    prizePool: 2_225_000,
    stages: event('bo1', 'bo5'),
    teamIds: [...range(101, 4), ...range(111, 4), ...range(121, 3), ...range(131, 3), ...range(141, 2)],
  },
  {
    tournamentId: 5007,
    game: 'lol',
    name: { en: 'Mid-Season Invitational', vi: 'MSI' },
    tier: 'S',
    window: { start: [6, 26], end: [7, 12] },
    prizePool: 2_000_000,
    stages: event('bo3', 'bo5'),
    teamIds: [...range(101, 2), ...range(111, 2), ...range(121, 2), ...range(131, 2), ...range(141, 2)],
  },
  {
    tournamentId: 5101,
    game: 'dota2',
    name: { en: 'The International', vi: 'The International' },
    tier: 'S',
    window: { start: [9, 4], end: [9, 15] },
    prizePool: 2_600_000,
    stages: event('bo1', 'bo3'),
    teamIds: range(201, 16),
  },
  {
    tournamentId: 5102,
    game: 'dota2',
    name: { en: 'DreamLeague', vi: 'DreamLeague' },
    tier: 'A',
    prizePool: 1_000_000,
    stages: [
      { stageId: 1, name: 'Group Stage', format: 'bo1' },
      { stageId: 2, name: 'Playoffs', format: 'bo3' },
    ],
    teamIds: range(201, 20),
  },
  {
    tournamentId: 5103,
    game: 'dota2',
    name: { en: 'ESL One', vi: 'ESL One' },
    tier: 'A',
    window: { start: [4, 20], end: [4, 28] },
    prizePool: 1_000_000,
    stages: event('bo3', 'bo3'),
    teamIds: range(209, 12),
  },
  {
    tournamentId: 5104,
    game: 'dota2',
    name: { en: 'Riyadh Masters', vi: 'Riyadh Masters' },
    tier: 'S',
    window: { start: [7, 8], end: [7, 21] },
    prizePool: 5_000_000,
    stages: event('bo1', 'bo3'),
    teamIds: range(205, 16),
  },
  {
    tournamentId: 5201,
    game: 'csgo',
    name: { en: 'ESL Pro League', vi: 'ESL Pro League' },
    tier: 'A',
    prizePool: 850_000,
    stages: event('bo1', 'bo3'),
    teamIds: range(301, 16),
  },
  {
    tournamentId: 5202,
    game: 'csgo',
    name: { en: 'BLAST Premier', vi: 'BLAST Premier' },
    tier: 'A',
    prizePool: 425_000,
    stages: event('bo1', 'bo3'),
    teamIds: range(317, 16),
  },
  {
    tournamentId: 5203,
    game: 'csgo',
    name: { en: 'IEM Katowice', vi: 'IEM Katowice' },
    tier: 'S',
    window: { start: [1, 28], end: [2, 9] },
    prizePool: 1_000_000,
    stages: event('bo3', 'bo3'),
    teamIds: [...range(301, 8), ...range(317, 8)],
  },
  {
    tournamentId: 5204,
    game: 'csgo',
    name: { en: 'Counter-Strike Major', vi: 'Giải Major Counter-Strike' },
    tier: 'S',
    window: { start: [6, 3], end: [6, 22] },
    prizePool: 1_250_000,
    stages: event('bo1', 'bo3'),
    teamIds: [...range(301, 12), ...range(317, 12)],
  },
];

const byId = new Map(esportsTournaments.map((tournament) => [tournament.tournamentId, tournament]));

export function esportsTournament(tournamentId: number): TTournament | undefined {
  return byId.get(tournamentId);
}

export const dayMs = 86_400_000;

/** First and last day (day numbers since 1970-01-01, inclusive) of the tournament's edition of `year`. */
export function editionDays(tournament: TTournament, year: number): { firstDay: number; lastDay: number } {
  const [startMonth, startDay] = tournament.window?.start ?? [1, 1];
  const [endMonth, endDay] = tournament.window?.end ?? [12, 31];
  return {
    firstDay: Date.UTC(year, startMonth - 1, startDay) / dayMs,
    lastDay: Date.UTC(year, endMonth - 1, endDay) / dayMs,
  };
}

export function yearOfDay(day: number): number {
  return new Date(day * dayMs).getUTCFullYear();
}

/** The game's tournaments in progress that day, by id. */
export function tournamentsOnDay(game: TGame, day: number): TTournament[] {
  const year = yearOfDay(day);
  return esportsTournaments.filter((tournament) => {
    if (tournament.game !== game) return false;
    const { firstDay, lastDay } = editionDays(tournament, year);
    return firstDay <= day && day <= lastDay;
  });
}

/** The stage being played that day: the second from three quarters of the edition on. */
export function stageOnDay(tournament: TTournament, day: number): TStage {
  const { firstDay, lastDay } = editionDays(tournament, yearOfDay(day));
  return day - firstDay >= Math.ceil((lastDay - firstDay + 1) * 0.75) ? tournament.stages[1] : tournament.stages[0];
}

/** The edition's status that day: 0 upcoming, 1 ongoing, 2 finished. */
export function tournamentStatus(tournament: TTournament, day: number): 0 | 1 | 2 {
  const { firstDay, lastDay } = editionDays(tournament, yearOfDay(day));
  return day < firstDay ? 0 : day > lastDay ? 2 : 1;
}
