import { seededRandom } from '../random.ts';
import { BoundedCache } from './bounded-cache.ts';
import { competitions, findCompetition, type TLocalized, type TNameStyle } from './competitions.ts';
import { clubName, personName, stylePlaces } from './names.ts';
import { nations } from './nations.ts';

/**
 * Clubs of every league and the national teams of the World Cup, with their squads. Ids carry
 * where a thing belongs, so a lookup needs no index: team = league id × 100 + n (Premier League
 * 3601–3620, national teams 7501–7532), player = team id × 100 + n.
 */
export type TPosition = 'G' | 'D' | 'M' | 'F';

export type TPlayer = {
  playerId: number;
  teamId: number;
  name: string;
  position: TPosition;
  shirtNumber: number;
  birthDate: string;
  nationality: string;
  height: number;
  marketValue: number;
  /** 0–1: picks starters and who scores. */
  quality: number;
};

export type TTeam = {
  teamId: number;
  /** The league the club plays in; 75 for national teams. */
  competitionId: number;
  name: TLocalized;
  shortName: string;
  founded: number;
  venue: { venueId: number; name: string; city: string; capacity: number };
  coach: { coachId: number; name: string };
  /** Around 1; what goals and odds follow. */
  strength: number;
  style: TNameStyle;
  nationality: string;
};

const venuePatterns: Record<TNameStyle, string> = {
  en: '{P} Park',
  es: 'Estadio de {P}',
  pt: 'Estádio {P}',
  it: 'Stadio {P}',
  de: '{P} Arena',
  fr: 'Stade de {P}',
  nl: '{P} Stadion',
  ja: '{P} Stadium',
  ko: '{P} Stadium',
  vi: 'Sân vận động {P}',
  th: '{P} Stadium',
};

/** How much a league's players are worth, relative to the Premier League. */
const valueFactor: Record<number, number> = {
  36: 1,
  31: 0.7,
  34: 0.65,
  8: 0.65,
  11: 0.55,
  23: 0.35,
  57: 0.35,
  37: 0.2,
  4: 0.25,
  242: 0.15,
  25: 0.12,
  15: 0.1,
  626: 0.03,
  632: 0.03,
  75: 0.6,
};

const leagueTeams = new Map<number, TTeam[]>();

/** The clubs of a league (empty for a cup: its entrants are league clubs). */
export function teamsOfLeague(competitionId: number): TTeam[] {
  const cached = leagueTeams.get(competitionId);
  if (cached) return cached;
  const competition = findCompetition(competitionId);
  let teams: TTeam[] = [];
  if (competitionId === 75) teams = nationalTeams();
  else if (competition?.format.kind === 'league') {
    const { style, teams: count } = competition.format;
    const sameStyle = competitions.filter((other) => other.format.kind === 'league' && other.format.style === style);
    const slice = sameStyle.findIndex((other) => other.competitionId === competitionId) * 20;
    const places = stylePlaces(style).slice(slice, slice + count);
    const isOldFootball = competition.calendar === 'european';
    teams = places.map((place, index) => {
      const teamId = competitionId * 100 + index + 1;
      const random = seededRandom('football-team', teamId);
      const name = clubName(style, place, random);
      return {
        teamId,
        competitionId,
        name: { en: name, vi: name },
        shortName: '',
        founded: isOldFootball ? random.int(1874, 1935) : random.int(1965, 2015),
        venue: {
          venueId: teamId * 10 + 1,
          name: venuePatterns[style].replace('{P}', place),
          city: place,
          capacity: random.int(90, 620) * 100,
        },
        coach: { coachId: teamId * 10 + 2, name: personName(style, random) },
        strength: 0.7 + random.next() * 0.7,
        style,
        nationality: competition.country.code,
      };
    });
  }
  assignShortNames(teams);
  leagueTeams.set(competitionId, teams);
  return teams;
}

function nationalTeams(): TTeam[] {
  return nations.map((nation, index) => {
    const teamId = 7500 + index + 1;
    const random = seededRandom('football-team', teamId);
    return {
      teamId,
      competitionId: 75,
      name: nation.name,
      shortName: nation.fifaCode,
      founded: random.int(1890, 1960),
      venue: {
        venueId: teamId * 10 + 1,
        name: `${nation.name.en} National Stadium`,
        city: nation.capital,
        capacity: random.int(400, 900) * 100,
      },
      coach: { coachId: teamId * 10 + 2, name: personName(nation.style, random) },
      strength: nation.strength,
      style: nation.style,
      nationality: nation.code,
    };
  });
}

/** Three letters from the name's distinctive word, made unique within the league. */
function assignShortNames(teams: TTeam[]): void {
  const used = new Set<string>();
  const generic =
    /^(FC|AFC|AC|AS|SC|SS|US|CD|UD|RC|AJ|VV|CLB|TSV|SV|VfB|Real|Atlético|Atletico|Deportivo|Racing|Sporting|Esporte|Clube|Sport|União|Grêmio|Olympique|Stade|Eintracht|Fortuna|Union|Sparta|Excelsior|Vitesse|Quick|Virtus)$/;
  for (const team of teams) {
    if (team.shortName) continue;
    const word = team.name.en.split(' ').find((part) => !generic.test(part)) ?? team.name.en;
    const letters = word
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase();
    let code = letters.slice(0, 3);
    for (let index = 3; used.has(code) && index < letters.length; index++) code = letters.slice(0, 2) + letters[index];
    team.shortName = code;
    used.add(code);
  }
}

export function findTeam(teamId: number): TTeam | undefined {
  return teamsOfLeague(Math.floor(teamId / 100)).find((team) => team.teamId === teamId);
}

const foreignStyles: Array<[TNameStyle, string]> = [
  ['pt', 'BR'],
  ['es', 'AR'],
  ['fr', 'FR'],
  ['de', 'DE'],
  ['nl', 'NL'],
  ['en', 'GB-ENG'],
  ['ja', 'JP'],
  ['ko', 'KR'],
  ['fr', 'SN'],
  ['es', 'UY'],
];
const positions: TPosition[] = [
  'G',
  'G',
  'G',
  ...Array<TPosition>(7).fill('D'),
  ...Array<TPosition>(7).fill('M'),
  ...Array<TPosition>(5).fill('F'),
];
const heights: Record<TPosition, [number, number]> = { G: [184, 198], D: [176, 194], M: [168, 188], F: [170, 192] };

const squads = new BoundedCache<number, TPlayer[]>(400);

/** A team's 22 players: three goalkeepers, seven defenders, seven midfielders, five forwards. */
export function squadOf(teamId: number): TPlayer[] {
  return squads.get(teamId, () => {
    const team = findTeam(teamId);
    if (!team) return [];
    const random = seededRandom('football-squad', teamId);
    const numbers = random.shuffle(Array.from({ length: 34 }, (_, index) => index + 2));
    const isNational = team.competitionId === 75;
    return positions.map((position, index) => {
      const isForeign = !isNational && random.chance(0.25);
      const [style, nationality] = isForeign ? random.pick(foreignStyles) : [team.style, team.nationality];
      const quality = Math.min(1, Math.max(0, team.strength - 0.7 + random.next() * 0.5) / 1.2);
      const birthYear = random.int(1989, 2008);
      const age = 2026 - birthYear;
      const ageFactor = age < 23 ? 1.3 : age > 31 ? 0.4 : 1;
      const [low, high] = heights[position];
      const value = (0.2 + quality * quality * 70) * (valueFactor[team.competitionId] ?? 0.2) * ageFactor;
      return {
        playerId: teamId * 100 + index + 1,
        teamId,
        name: personName(style, random),
        position,
        shirtNumber: index === 0 ? 1 : numbers[index]!,
        birthDate: `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
        nationality,
        height: random.int(low, high),
        marketValue: Math.max(1, Math.round(value * 20)) * 50_000,
        quality,
      };
    });
  });
}

export function findPlayer(playerId: number): TPlayer | undefined {
  return squadOf(Math.floor(playerId / 100)).find((player) => player.playerId === playerId);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
