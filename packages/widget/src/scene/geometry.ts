import type { TPoint, TSide } from '../types.ts';

/**
 * Field coordinates: x along the length (0 the left goal line or baseline, 1 the right), y across
 * (0 the top touchline). A team's own frame has its goal at x 0 and attacks toward x 1; scenes are
 * laid out in a team's frame and turned into field coordinates by `toField`.
 */
export const centre: TPoint = { x: 0.5, y: 0.5 };

export function other(side: TSide): TSide {
  return side === 'home' ? 'away' : 'home';
}

export function clamp(value: number, low = 0.02, high = 0.98): number {
  return Math.min(high, Math.max(low, value));
}

export function lerp(from: number, to: number, share: number): number {
  return from + (to - from) * share;
}

/**
 * Whether a side attacks toward x 1: home does in the first half (football's periods 1 and 3,
 * basketball's quarters 1 and 2), away after the teams change ends.
 */
export function attacksRight(side: TSide, period: number, animType: 0 | 1): boolean {
  const isFirstHalf = animType === 0 ? period % 2 === 1 : period <= 2;
  return (side === 'home') === isFirstHalf;
}

/** A point of a team's own frame in field coordinates. */
export function toField(point: TPoint, isAttackingRight: boolean): TPoint {
  return isAttackingRight ? { x: point.x, y: point.y } : { x: 1 - point.x, y: 1 - point.y };
}

/** A field point in a team's own frame (the inverse of `toField`). */
export const toFrame = toField;

/**
 * A number in [0, 1) that depends only on its inputs (a 32-bit integer mix): the same match
 * and event always move the ball the same way, on every screen.
 */
export function hash(...parts: number[]): number {
  let value = 0x9e3779b9;
  for (const part of parts) {
    value = Math.imul(value ^ (part | 0), 0x85ebca6b);
    value = Math.imul(value ^ Math.floor(part / 2 ** 32), 0xc2b2ae35);
    value ^= value >>> 13;
  }
  value = Math.imul(value ^ (value >>> 16), 0x27d4eb2d);
  return ((value ^ (value >>> 15)) >>> 0) / 2 ** 32;
}

/** The points evenly spread from `from` to `to` (inclusive). */
export function spread(count: number, from: number, to: number): number[] {
  return Array.from({ length: count }, (_, index) =>
    count === 1 ? (from + to) / 2 : lerp(from, to, index / (count - 1)),
  );
}
