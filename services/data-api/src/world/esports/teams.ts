import { z } from 'zod';
import { seededRandom } from '../random.ts';
import { readWorldData } from '../shared/data-file.ts';
import type { TGame } from './tournaments.ts';

/**
 * Esports teams with five-player rosters. Invented names (no real organisation's), gamer tags
 * made of syllables. Ids: League of Legends teams 101–148 by region (LCK 101–110, LPL 111–120,
 * LEC 121–130, LTA 131–138, VCS 141–148), Dota 2 201–220, CS:GO 301–332; a player is
 * `teamId * 10 + n` (1261 is team 126's first).
 */
export type TEsportsPlayer = { playerId: number; nickname: string; name: string; role: string; country: string };
export type TEsportsTeam = {
  teamId: number;
  game: TGame;
  name: string;
  acronym: string;
  region: string;
  /** Strength: how much likelier than an even team to win a game, about -1 to 1. */
  rating: number;
  players: TEsportsPlayer[];
};

const roles: Record<TGame, string[]> = {
  lol: ['top', 'jungle', 'mid', 'adc', 'support'],
  dota2: ['carry', 'mid', 'offlane', 'soft support', 'hard support'],
  csgo: ['igl', 'awper', 'entry', 'rifler', 'support'],
};
const ZTeamNames = z.strictObject({
  /** A team is named `adjective noun`, every pairing shuffled per game. */
  adjectives: z.array(z.string().min(2)),
  nouns: z.array(z.string().min(2)),
  /** A gamer tag is two of these. */
  syllables: z.array(z.string().min(1)),
  /** Players' names by region code; some regions write the family name first. */
  people: z.record(
    z.string(),
    z.strictObject({
      given: z.array(z.string().min(1)),
      family: z.array(z.string().min(1)),
      isFamilyFirst: z.boolean().optional(),
    }),
  ),
  /** Region code → a player's country (ISO 3166 alpha-2), mostly local. */
  playerCountries: z.record(z.string(), z.array(z.string().length(2))),
});
const { adjectives, nouns, syllables, people, playerCountries } = readWorldData(
  new URL('./team-names.json', import.meta.url),
  ZTeamNames,
);
const lolRegions: Array<[number, string]> = [
  [101, 'KR'],
  [111, 'CN'],
  [121, 'EU'],
  [131, 'NA'],
  [141, 'VN'],
];
const openRegions = ['EU', 'EU', 'EEU', 'CN', 'SEA', 'NA', 'SA', 'EU'];

export const teamIdsOf: Record<TGame, number[]> = {
  lol: [...range(101, 10), ...range(111, 10), ...range(121, 10), ...range(131, 8), ...range(141, 8)],
  dota2: range(201, 20),
  csgo: range(301, 32),
};

function range(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => first + index);
}

function regionOf(game: TGame, teamId: number): string {
  if (game === 'lol') return [...lolRegions].reverse().find(([first]) => teamId >= first)![1];
  return openRegions[teamId % openRegions.length]!;
}

function buildTeams(game: TGame): TEsportsTeam[] {
  const random = seededRandom('esports', 'teams', game);
  const names = random.shuffle(adjectives.flatMap((adjective) => nouns.map((noun) => [adjective, noun] as const)));
  const acronyms = new Set<string>();
  return teamIdsOf[game].map((teamId, index) => {
    const [adjective, noun] = names[index]!;
    let acronym = `${adjective[0]}${noun.slice(0, 2)}`.toUpperCase();
    if (acronyms.has(acronym)) acronym = `${adjective.slice(0, 2)}${noun[0]}`.toUpperCase();
    acronyms.add(acronym);
    const region = regionOf(game, teamId);
    const folk = people[region]!;
    const players = roles[game].map((role, slot) => {
      const given = random.pick(folk.given);
      const family = random.pick(folk.family);
      const nickname = `${random.pick(syllables)}${random.pick(syllables)}`;
      return {
        playerId: teamId * 10 + slot + 1,
        nickname: nickname[0]!.toUpperCase() + nickname.slice(1),
        name: folk.isFamilyFirst ? `${family} ${given}` : `${given} ${family}`,
        role,
        country: random.pick(playerCountries[region]!),
      };
    });
    return {
      teamId,
      game,
      name: `${adjective} ${noun}`,
      acronym,
      region,
      rating: Math.round((random.next() * 2 - 1) * 100) / 100,
      players,
    };
  });
}

const built = new Map<TGame, TEsportsTeam[]>();

export function teamsOfGame(game: TGame): TEsportsTeam[] {
  let teams = built.get(game);
  if (!teams) {
    teams = buildTeams(game);
    built.set(game, teams);
  }
  return teams;
}

const gameOfTeamId = (teamId: number): TGame | undefined =>
  teamId >= 101 && teamId <= 148
    ? 'lol'
    : teamId >= 201 && teamId <= 220
      ? 'dota2'
      : teamId >= 301 && teamId <= 332
        ? 'csgo'
        : undefined;

export function esportsTeam(teamId: number): TEsportsTeam | undefined {
  const game = gameOfTeamId(teamId);
  return game && teamsOfGame(game).find((team) => team.teamId === teamId);
}
