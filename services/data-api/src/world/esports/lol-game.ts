import type { TRandom } from '../random.ts';
import { buildTrack, drawMobaGame, momentsBetween, totalsAt, type TMobaOpening, type TTrack } from './game-track.ts';

/**
 * A League of Legends game, 30 to 40 minutes: kills through the game, towers from the tenth
 * minute, a dragon every five minutes once the last is taken, Baron from the twentieth,
 * inhibitors near the end; the winner takes most of them. Side 0 is blue, 1 red.
 */
export const lolKinds = ['kill', 'tower', 'dragon', 'baron', 'inhibitor'] as const;
export type TLolKind = (typeof lolKinds)[number];
export type TLolGame = { duration: number; winner: 0 | 1; track: TTrack<TLolKind> };

const lolOpening: TMobaOpening = {
  duration: [1800, 2400],
  kills: [12, 38],
  firstKillFrom: 150,
  towers: { winner: [7, 11], loser: [0, 6], from: 600 },
};

export function simulateLolGame(random: TRandom, winner: 0 | 1): TLolGame {
  const { duration, loser, events, push } = drawMobaGame<TLolKind>(random, winner, lolOpening);
  for (let spawn = 300; spawn < duration - 120;) {
    const taken = spawn + random.int(0, 120);
    push('dragon', random.chance(0.65) ? winner : loser, taken);
    spawn = taken + 300;
  }
  for (let spawn = 1200; spawn < duration - 200;) {
    const taken = spawn + random.int(60, 300);
    if (taken >= duration - 60) break;
    push('baron', random.chance(0.75) ? winner : loser, taken);
    spawn = taken + 360;
  }
  for (const t of momentsBetween(random.next, random.int(1, 3), duration - 400, duration - 30))
    push('inhibitor', winner, t);
  return { duration, winner, track: buildTrack(lolKinds, events) };
}

/** A side's figures at `t` seconds: gold grows with time, kills and towers. */
export function lolSideAt(game: TLolGame, side: 0 | 1, t: number) {
  const totals = totalsAt(game.track, lolKinds, Math.min(t, game.duration));
  const seconds = Math.min(t, game.duration);
  const kills = totals.kill[side];
  const towers = totals.tower[side];
  return {
    kills,
    gold: Math.round(
      2500 + seconds * 26 + kills * 300 + towers * 550 + totals.dragon[side] * 200 + totals.baron[side] * 1500,
    ),
    towers,
    dragons: totals.dragon[side],
    barons: totals.baron[side],
    inhibitors: totals.inhibitor[side],
  };
}
