import type { TPoint } from '../types.ts';
import { clamp, lerp } from './geometry.ts';

/** Eleven spots in a team's own frame (goal at x 0): the goalkeeper first, the forwards last. */
type TFormation = TPoint[];

const line = (x: number, ys: number[]): TPoint[] => ys.map((y) => ({ x, y }));

/** Home plays 4-4-2, away 4-3-3: two shapes a viewer tells apart. */
export const formations: Record<'home' | 'away', TFormation> = {
  home: [
    { x: 0.03, y: 0.5 },
    ...line(0.2, [0.15, 0.38, 0.62, 0.85]),
    ...line(0.42, [0.15, 0.38, 0.62, 0.85]),
    ...line(0.6, [0.4, 0.6]),
  ],
  away: [
    { x: 0.03, y: 0.5 },
    ...line(0.2, [0.15, 0.38, 0.62, 0.85]),
    ...line(0.4, [0.3, 0.5, 0.7]),
    ...line(0.6, [0.2, 0.5, 0.8]),
  ],
};

export type TTeamRole = 'attack' | 'defend';

/**
 * Where a team stands in open play, in its own frame: the block follows the ball along the
 * pitch and a little across it, pushed up when it has the ball and dropped back when it has not.
 */
export function openPlayShape(formation: TFormation, ball: TPoint, role: TTeamRole): TPoint[] {
  const push = role === 'attack' ? 0.1 : -0.06;
  return formation.map((spot, index) => {
    if (index === 0) return { x: ball.x < 0.25 ? 0.05 : 0.03, y: clamp(0.5 + (ball.y - 0.5) * 0.2) };
    return {
      x: clamp(spot.x + (ball.x - 0.45) * 0.55 + push, 0.06, 0.95),
      y: clamp(spot.y + (ball.y - 0.5) * 0.3),
    };
  });
}

/** Kick-off: each team in its own half; the kicking team's last forward on the centre spot. */
export function kickOffShape(formation: TFormation, isKicking: boolean): TPoint[] {
  return formation.map((spot, index) => {
    if (isKicking && index === formation.length - 1) return { x: 0.49, y: 0.5 };
    return { x: Math.min(spot.x * 0.8, 0.45), y: spot.y };
  });
}

/** Half-time and full time: a team walks toward the halfway line in a row, as they line up. */
export function lineUpShape(count: number, x: number): TPoint[] {
  return Array.from({ length: count }, (_, index) => ({ x, y: lerp(0.2, 0.8, index / Math.max(1, count - 1)) }));
}

/** A side down to `count` players after red cards: the last outfield spots go first. */
export function withPlayers(formation: TFormation, count: number): TFormation {
  return formation.slice(0, Math.max(7, Math.min(formation.length, count)));
}
