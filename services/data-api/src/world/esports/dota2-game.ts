import type { TRandom } from '../random.ts';
import { buildTrack, drawMobaGame, momentsBetween, totalsAt, type TMobaOpening, type TTrack } from './game-track.ts';

/**
 * A Dota 2 game, 35 to 45 minutes: kills, towers from the seventh minute, barracks late, Roshan
 * from the fifteenth minute and again some ten minutes after each kill. Side 0 is Radiant.
 */
export const dotaKinds = ['kill', 'tower', 'barracks', 'roshan'] as const;
export type TDotaKind = (typeof dotaKinds)[number];
export type TDotaGame = { duration: number; winner: 0 | 1; swing: number; track: TTrack<TDotaKind> };

const dotaOpening: TMobaOpening = {
  duration: [2100, 2700],
  kills: [30, 75],
  firstKillFrom: 60,
  towers: { winner: [6, 11], loser: [1, 7], from: 420 },
};

export function simulateDotaGame(random: TRandom, winner: 0 | 1): TDotaGame {
  const { duration, loser, events, push } = drawMobaGame<TDotaKind>(random, winner, dotaOpening);
  for (const t of momentsBetween(random.next, random.int(2, 6), duration * 0.6, duration - 15))
    push('barracks', winner, t);
  for (let spawn = random.int(900, 1300); spawn < duration - 120; spawn += random.int(600, 900))
    push('roshan', random.chance(0.65) ? winner : loser, spawn);
  return { duration, winner, swing: random.next() * Math.PI * 2, track: buildTrack(dotaKinds, events) };
}

export function dotaStateAt(game: TDotaGame, t: number) {
  const seconds = Math.min(t, game.duration);
  const totals = totalsAt(game.track, dotaKinds, seconds);
  const side = (index: 0 | 1) => ({
    kills: totals.kill[index],
    towers: totals.tower[index],
    barracks: totals.barracks[index],
    roshans: totals.roshan[index],
  });
  const radiant = side(0);
  const dire = side(1);
  // Net worth follows what each side took, with the ebb and flow of farm between fights.
  const netWorthLead = Math.round(
    250 * (radiant.kills - dire.kills) +
      450 * (radiant.towers - dire.towers) +
      900 * (radiant.barracks - dire.barracks) +
      600 * (radiant.roshans - dire.roshans) +
      1500 * Math.sin(seconds / 400 + game.swing) * Math.min(1, seconds / 900),
  );
  return { radiant, dire, netWorthLead };
}
