import { seededRandom } from '../random.ts';
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
const adjectives = [
  'Azure',
  'Crimson',
  'Silent',
  'Iron',
  'Golden',
  'Shadow',
  'Frost',
  'Solar',
  'Lunar',
  'Storm',
  'Royal',
  'Neon',
  'Savage',
  'Eternal',
  'Wild',
  'Obsidian',
  'Rapid',
  'Phantom',
  'Jade',
  'Scarlet',
];
const nouns = [
  'Phoenix',
  'Wolves',
  'Dragons',
  'Titans',
  'Vipers',
  'Ravens',
  'Knights',
  'Tigers',
  'Sharks',
  'Owls',
  'Foxes',
  'Lions',
  'Hawks',
  'Giants',
  'Spirits',
  'Legion',
  'Comets',
  'Rhinos',
  'Cobras',
  'Ronin',
];
const syllables = [
  'ka',
  'zen',
  'ri',
  'vo',
  'lux',
  'mi',
  'tae',
  'sho',
  'rex',
  'ny',
  'qo',
  'fae',
  'dar',
  'kin',
  'yu',
  'blu',
  'gra',
  'zo',
  'pik',
  'ell',
];
const people: Record<string, { given: string[]; family: string[]; isFamilyFirst?: boolean }> = {
  KR: {
    given: ['Sang-hyeok', 'Min-seok', 'Ji-hoon', 'Hyun-woo', 'Dong-ha', 'Seung-min', 'Jae-won', 'Tae-yang'],
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon', 'Han'],
    isFamilyFirst: true,
  },
  CN: {
    given: ['Wei', 'Hao', 'Jun', 'Lei', 'Yu', 'Tao', 'Bo', 'Ming'],
    family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Zhao', 'Hu', 'Sun'],
    isFamilyFirst: true,
  },
  EU: {
    given: ['Martin', 'Rasmus', 'Lukas', 'Mateus', 'Jonas', 'Oskar', 'Pierre', 'Marek'],
    family: ['Larsen', 'Kowalski', 'Novak', 'Berg', 'Moreau', 'Schulz', 'Rossi', 'Nielsen'],
  },
  NA: {
    given: ['Tyler', 'Jake', 'Ethan', 'Kevin', 'Brandon', 'Ryan', 'Dylan', 'Austin'],
    family: ['Nguyen', 'Smith', 'Johnson', 'Garcia', 'Miller', 'Lee', 'Brown', 'Davis'],
  },
  VN: {
    given: ['Minh', 'Tuan', 'Hai', 'Khoa', 'Long', 'Phuc', 'Quang', 'Son'],
    family: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Do', 'Bui'],
    isFamilyFirst: true,
  },
  EEU: {
    given: ['Ivan', 'Dmitri', 'Artem', 'Oleg', 'Nikita', 'Pavel', 'Yuri', 'Sergei'],
    family: ['Petrov', 'Ivanov', 'Smirnov', 'Volkov', 'Kuznetsov', 'Sokolov', 'Orlov', 'Popov'],
  },
  SEA: {
    given: ['Carlo', 'Marco', 'Andrei', 'Kim', 'Arif', 'Nattapong', 'Rizal', 'Jomar'],
    family: ['Santos', 'Reyes', 'Cruz', 'Tan', 'Lim', 'Wong', 'Rahman', 'Bautista'],
  },
  SA: {
    given: ['Lucas', 'Gabriel', 'Mateo', 'Thiago', 'Diego', 'Rafael', 'Bruno', 'Felipe'],
    family: ['Silva', 'Souza', 'Costa', 'Pereira', 'Gomez', 'Rodriguez', 'Alves', 'Lima'],
  },
};
/** Region code → a player's country (ISO 3166 alpha-2), mostly local. */
const countries: Record<string, string[]> = {
  KR: ['KR'],
  CN: ['CN'],
  EU: ['DK', 'DE', 'FR', 'PL', 'SE', 'ES'],
  NA: ['US', 'US', 'CA'],
  VN: ['VN'],
  EEU: ['UA', 'KZ', 'RU', 'BY'],
  SEA: ['PH', 'MY', 'ID', 'TH'],
  SA: ['BR', 'PE', 'AR'],
};
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
        country: random.pick(countries[region]!),
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
