import { seededRandom } from '../random.ts';
import { basketballCompetition, basketballCompetitions, type TText } from './competitions.ts';
import { arenaWords, citiesByCompetition, clubNicknames, nationalTeams, nbaDivisions } from './team-names.ts';
import { originByCompetition, personNames } from './person-names.ts';

/**
 * A competition's teams and their rosters. Ids say whose they are: team `competitionId * 1000 + n`
 * (1001 is the NBA's first), player `teamId * 100 + n` (100101). The same teams play every season.
 */
export type TBasketballPlayer = {
  playerId: number;
  teamId: number;
  name: string;
  position: string;
  jersey: string;
  height: number;
  weight: number;
  draft: { year: number; round: number; pick: number } | null;
};

export type TBasketballTeam = {
  teamId: number;
  competitionId: number;
  name: TText;
  abbreviation: string;
  conference: string | null;
  division: string | null;
  arena: { name: string; city: string; capacity: number };
  /** Strength, about -5 to 5: points better than an average team per game. */
  rating: number;
  /** Thirteen players; the first five start, the next five come off the bench first. */
  players: TBasketballPlayer[];
};

export const rosterSize = 13;
const positions = ['G', 'G', 'F', 'F', 'C', 'G', 'G-F', 'F', 'F-C', 'C', 'G', 'F', 'C'];

function buildPlayers(teamId: number, competitionId: number): TBasketballPlayer[] {
  const random = seededRandom('basketball', 'roster', teamId);
  const names = personNames[originByCompetition[competitionId] ?? 'US']!;
  const jerseys = random.shuffle(Array.from({ length: 55 }, (_, index) => index));
  return positions.map((position, index) => {
    const given = random.pick(names.given);
    const family = random.pick(names.family);
    const base = position.startsWith('C') || position === 'F-C' ? 208 : position.startsWith('F') ? 201 : 191;
    const height = base + random.int(-5, 6);
    const isDrafted = competitionId === 1 ? random.chance(0.85) : random.chance(0.2);
    const year = 2026 - random.int(1, 14);
    return {
      playerId: teamId * 100 + index + 1,
      teamId,
      name: names.isFamilyFirst ? `${family} ${given}` : `${given} ${family}`,
      position,
      jersey: String(jerseys[index]),
      height,
      weight: Math.round(height * 0.52) + random.int(-6, 8),
      draft: isDrafted ? { year, round: random.chance(0.7) ? 1 : 2, pick: random.int(1, 30) } : null,
    };
  });
}

function buildTeams(competitionId: number): TBasketballTeam[] {
  const competition = basketballCompetition(competitionId)!;
  const random = seededRandom('basketball', 'teams', competitionId);
  const nicknames = random.shuffle(clubNicknames);
  return Array.from({ length: competition.teamCount }, (_, index) => {
    const teamId = competitionId * 1000 + index + 1;
    const national = competitionId === 9 ? nationalTeams[index]! : undefined;
    const city = national?.city ?? citiesByCompetition[competitionId]![index]!.city;
    const nickname = nicknames[index % nicknames.length]!;
    const name = national?.name ?? { en: `${city} ${nickname}`, vi: `${city} ${nickname}` };
    const conference = competition.hasConferences ? (index < 15 ? 'East' : 'West') : null;
    const division = conference ? nbaDivisions[conference][Math.floor((index % 15) / 5)]! : null;
    const arenaName = `${national ? city : nickname} ${random.pick(arenaWords)}`;
    return {
      teamId,
      competitionId,
      name,
      abbreviation: national?.abbreviation ?? citiesByCompetition[competitionId]![index]!.abbreviation,
      conference,
      division,
      arena: {
        name: arenaName,
        city,
        capacity: random.int(competitionId === 1 ? 17 : 5, 21) * 1000 + random.int(0, 999),
      },
      rating: Math.round((random.next() * 10 - 5) * 10) / 10,
      players: buildPlayers(teamId, competitionId),
    };
  });
}

const teamsByCompetition = new Map<number, TBasketballTeam[]>();

/** The competition's teams (built once: a few hundred small objects in all). */
export function teamsOf(competitionId: number): TBasketballTeam[] {
  let teams = teamsByCompetition.get(competitionId);
  if (!teams) {
    teams = basketballCompetition(competitionId) ? buildTeams(competitionId) : [];
    teamsByCompetition.set(competitionId, teams);
  }
  return teams;
}

export function basketballTeam(teamId: number): TBasketballTeam | undefined {
  return teamsOf(Math.floor(teamId / 1000))[(teamId % 1000) - 1];
}

export function basketballPlayer(playerId: number): TBasketballPlayer | undefined {
  return basketballTeam(Math.floor(playerId / 100))?.players[(playerId % 100) - 1];
}

export function allBasketballTeams(): TBasketballTeam[] {
  return basketballCompetitions.flatMap((competition) => teamsOf(competition.competitionId));
}
