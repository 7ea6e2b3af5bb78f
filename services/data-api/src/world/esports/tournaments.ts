import type { TLang } from '@matchwire/contracts/common/lang';
import { z } from 'zod';
import { readWorldData } from '../shared/data-file.ts';

/**
 * The esports tournaments (tournaments.json): exactly the catalogue's League of Legends (5001–5007), Dota 2
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

const ZText = z.strictObject({ en: z.string().min(1), vi: z.string().min(1) });
const ZMonthDay = z.tuple([z.number().int().min(1).max(12), z.number().int().min(1).max(31)]);
const ZFormat = z.enum(['bo1', 'bo3', 'bo5']);
const ZTournamentRow = z.strictObject({
  tournamentId: z.number().int().positive(),
  game: z.enum(['lol', 'dota2', 'csgo']),
  name: ZText,
  tier: z.enum(['S', 'A', 'B', 'C']),
  window: z.strictObject({ start: ZMonthDay, end: ZMonthDay }).optional(),
  prizePool: z.number().int().positive().nullable(),
  /** A league's first stage is its regular season, an event's its group stage; then the playoffs. */
  firstStage: z.enum(['Regular Season', 'Group Stage']),
  /** The two stages' series formats. */
  formats: z.tuple([ZFormat, ZFormat]),
  /** Runs of team ids, [first, count]: a league takes a region's block, an event a few of several. */
  teams: z.array(z.tuple([z.number().int().positive(), z.number().int().positive()])),
});

const range = ([first, count]: [number, number]) => Array.from({ length: count }, (_, index) => first + index);

export const esportsTournaments: readonly TTournament[] = readWorldData(
  new URL('./tournaments.json', import.meta.url),
  z.array(ZTournamentRow),
).map(({ firstStage, formats, teams, ...row }) => ({
  ...row,
  stages: [
    { stageId: 1, name: firstStage, format: formats[0] },
    { stageId: 2, name: 'Playoffs', format: formats[1] },
  ],
  teamIds: teams.flatMap(range),
}));

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
