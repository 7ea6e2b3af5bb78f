import type { TRandom } from '../random.ts';

/**
 * A CS:GO map under MR24: 24 rounds of regulation, the first to 13 wins; at 12–12 overtime is
 * played in halves of three, the first to 16 wins. A round is 15 s of freeze time and 75–130 s of
 * play (so a map is never shorter than 16 rounds and 24 minutes); in about half of them the bomb
 * is planted. Sides swap after round 12 and at each overtime half; a minute's half-time break.
 */
export type TRound = { start: number; end: number; winner: 'home' | 'away'; plantedFrom: number | null };
export type TCsMap = { duration: number; winner: 'home' | 'away'; rounds: TRound[]; isHomeCtFirst: boolean };

export function simulateCsMap(random: TRandom, winner: 'home' | 'away', isHomeCtFirst: boolean): TCsMap {
  const loser = winner === 'home' ? 'away' : 'home';
  const isOvertime = random.chance(0.12);
  const loserRounds = isOvertime ? random.int(12, 14) : random.int(3, 11);
  const outcomes = isOvertime
    ? [
        ...random.shuffle([...Array<'home' | 'away'>(12).fill(winner), ...Array<'home' | 'away'>(12).fill(loser)]),
        ...random.shuffle([
          ...Array<'home' | 'away'>(3).fill(winner),
          ...Array<'home' | 'away'>(loserRounds - 12).fill(loser),
        ]),
        winner,
      ]
    : [
        ...random.shuffle([
          ...Array<'home' | 'away'>(12).fill(winner),
          ...Array<'home' | 'away'>(loserRounds).fill(loser),
        ]),
        winner,
      ];
  let cursor = 0;
  const rounds = outcomes.map((roundWinner, index) => {
    const start = cursor;
    const play = random.int(75, 130);
    const plantedFrom = random.chance(0.45) ? start + 15 + random.int(25, Math.min(play - 10, 90)) : null;
    const end = start + 15 + play;
    const number = index + 1;
    cursor = end + (number === 12 ? 60 : number >= 24 && (number - 24) % 3 === 0 ? 30 : 0);
    return { start, end, winner: roundWinner, plantedFrom };
  });
  return { duration: rounds[rounds.length - 1]!.end, winner, rounds, isHomeCtFirst };
}

/** The home team's side in round `number` (1-based). */
export function homeSideIn(map: TCsMap, number: number): 'CT' | 'T' {
  const half = number <= 12 ? 0 : number <= 24 ? 1 : Math.floor((number - 25) / 3) % 2;
  return (half === 0) === map.isHomeCtFirst ? 'CT' : 'T';
}

/** The map at `t` seconds: the round being played, rounds won, whether the bomb is down. */
export function csStateAt(map: TCsMap, t: number) {
  let won = { home: 0, away: 0 };
  let current = map.rounds.length;
  for (let index = 0; index < map.rounds.length; index++) {
    const round = map.rounds[index]!;
    if (round.end > t) {
      current = index;
      break;
    }
    won = { ...won, [round.winner]: won[round.winner] + 1 };
  }
  const round = map.rounds[Math.min(current, map.rounds.length - 1)]!;
  const number = Math.min(current, map.rounds.length - 1) + 1;
  const isBombPlanted =
    current < map.rounds.length && round.plantedFrom !== null && t >= round.plantedFrom && t < round.end;
  const homeSide = homeSideIn(map, number);
  return { round: number, score: won, isBombPlanted, sides: { home: homeSide, away: homeSide === 'CT' ? 'T' : 'CT' } };
}
