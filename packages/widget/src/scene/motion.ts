import type { TPoint, TScene } from '../types.ts';

/** How quickly the drawing catches up with the scene: the ball in about half a second, players slower. */
export const catchUpMs = { ball: 450, players: 1100 };

/**
 * The drawing `dtMs` later: each point covers the share `1 - e^(-dt/τ)` of its way to its target,
 * an easing that slows as it arrives and does not depend on the frame rate. With `dtMs` Infinity
 * (reduced motion) it jumps there.
 */
export function easeToward(current: TScene, target: TScene, dtMs: number): TScene {
  const ballShare = 1 - Math.exp(-Math.max(0, dtMs) / catchUpMs.ball);
  const playerShare = 1 - Math.exp(-Math.max(0, dtMs) / catchUpMs.players);
  return {
    ball: step(current.ball, target.ball, ballShare),
    home: target.home.map((spot, index) => step(current.home[index] ?? spot, spot, playerShare)),
    away: target.away.map((spot, index) => step(current.away[index] ?? spot, spot, playerShare)),
  };
}

function step(from: TPoint, to: TPoint, share: number): TPoint {
  return { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share };
}

/** Players shift their weight a little while they wait: a slow sway of their own, the same on every screen. */
export function sway(scene: TScene, nowMs: number): TScene {
  const move = (points: TPoint[], phase: number) =>
    points.map((point, index) => ({
      x: point.x + 0.004 * Math.sin(nowMs / 1300 + index * 1.7 + phase),
      y: point.y + 0.006 * Math.cos(nowMs / 1700 + index * 2.3 + phase),
    }));
  return { ball: scene.ball, home: move(scene.home, 0), away: move(scene.away, 1) };
}
