import { describe, expect, it } from 'vitest';
import { footballScene, footballTimings } from '../src/scene/football-scene.ts';
import type { TWidgetEvent } from '../src/types.ts';
import { makeEvent, makeMatch } from './fixtures.ts';

const match = makeMatch();
const sceneAfter = (event: TWidgetEvent, msSinceEvent: number, earlier: TWidgetEvent[] = []) =>
  footballScene({ match, events: [...earlier, event], msSinceEvent });
const inOwnHalf = (points: { x: number }[], side: 'left' | 'right') =>
  points.every((point) => (side === 'left' ? point.x <= 0.5 : point.x >= 0.5));

describe('football scene', () => {
  it('draws 22 players and the ball on the pitch', () => {
    const scene = footballScene({ match, events: [], msSinceEvent: 0 });
    expect(scene.home).toHaveLength(11);
    expect(scene.away).toHaveLength(11);
    for (const point of [scene.ball, ...scene.home, ...scene.away]) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(1);
    }
  });

  it('lines both teams up in their own halves at kick-off, the ball on the centre spot', () => {
    const scene = sceneAfter(makeEvent({ type: 'kick-off', side: '', clock: "0'" }), 500);
    expect(scene.ball).toEqual({ x: 0.5, y: 0.5 });
    expect(inOwnHalf(scene.home, 'left')).toBe(true);
    expect(inOwnHalf(scene.away, 'right')).toBe(true);
  });

  it('changes ends in the second half', () => {
    const scene = sceneAfter(makeEvent({ type: 'second-half', side: '', clock: "46'", period: 2 }), 500);
    expect(inOwnHalf(scene.home, 'right')).toBe(true);
    expect(inOwnHalf(scene.away, 'left')).toBe(true);
  });

  it('puts the ball in the net of the goal the scorer attacks, then back to a kick-off', () => {
    const homeGoal = makeEvent({ type: 'goal', side: 'home' });
    expect(sceneAfter(homeGoal, 1000).ball.x).toBeGreaterThan(1);
    const awayGoal = makeEvent({ type: 'penalty-goal', side: 'away', score: { home: 1, away: 1 } });
    expect(sceneAfter(awayGoal, 1000).ball.x).toBeLessThan(0);
    const restart = sceneAfter(homeGoal, footballTimings.goal + 100);
    expect(restart.ball).toEqual({ x: 0.5, y: 0.5 });
    // The side that conceded kicks off: one of its players stands on the centre spot.
    expect(restart.away.some((point) => Math.abs(point.x - 0.5) < 0.02)).toBe(true);
    expect(restart.home.every((point) => point.x < 0.47)).toBe(true);
  });

  it('counts an own goal for the side credited with it', () => {
    const scene = sceneAfter(makeEvent({ type: 'own-goal', side: 'away' }), 1000);
    expect(scene.ball.x).toBeLessThan(0);
  });

  it('gives the fouled side a free kick in the half the booked side defends', () => {
    for (const type of ['yellow-card', 'red-card', 'foul']) {
      const scene = sceneAfter(makeEvent({ type, side: 'home' }), 1000);
      expect(scene.ball.x, type).toBeLessThanOrEqual(0.5);
    }
  });

  it('takes a player off after a red card', () => {
    const scene = sceneAfter(makeEvent({ type: 'red-card', side: 'away' }), 1000);
    expect(scene.away).toHaveLength(10);
    expect(scene.home).toHaveLength(11);
  });

  it('puts the ball at a corner flag of the end the corner is taken at', () => {
    const scene = sceneAfter(makeEvent({ type: 'corner', side: 'home' }), 1000);
    expect(scene.ball.x).toBeGreaterThan(0.99);
    expect(scene.ball.y < 0.01 || scene.ball.y > 0.99).toBe(true);
  });

  it('sends a shot toward the goal the shooter attacks', () => {
    expect(sceneAfter(makeEvent({ type: 'shot', side: 'away' }), 500).ball.x).toBeLessThan(0.05);
  });

  it('stops play at a touchline for a substitution', () => {
    const { ball } = sceneAfter(makeEvent({ type: 'substitution', side: 'home', period: 2 }), 1000);
    expect(ball.y === 0 || ball.y === 1).toBe(true);
  });

  it('walks both teams to the halfway line at half-time and full time', () => {
    for (const type of ['half-time', 'full-time']) {
      const scene = sceneAfter(makeEvent({ type, side: '' }), 10_000);
      expect(scene.ball).toEqual({ x: 0.5, y: 0.5 });
      for (const point of [...scene.home, ...scene.away]) expect(Math.abs(point.x - 0.5), type).toBeLessThan(0.05);
    }
  });

  it('moves the ball on in open play, the same way on every screen', () => {
    const event = makeEvent({ type: 'substitution', side: 'home' });
    const at = (ms: number) => sceneAfter(event, ms);
    const first = at(footballTimings.setPiece + 100);
    const next = at(footballTimings.setPiece + footballTimings.openStep + 100);
    expect(next.ball).not.toEqual(first.ball);
    expect(at(footballTimings.setPiece + 100)).toEqual(first);
  });

  it('shifts each team toward the ball', () => {
    const left = footballScene({ match, events: [], msSinceEvent: 0 });
    const averageX = (points: { x: number }[]) => points.reduce((sum, point) => sum + point.x, 0) / points.length;
    const later = [0, 1, 2, 3, 4, 5, 6, 7].map((step) =>
      footballScene({ match, events: [], msSinceEvent: step * footballTimings.openStep }),
    );
    // The further right the ball, the further right the home block stands.
    const sorted = [left, ...later].sort((a, b) => a.ball.x - b.ball.x);
    expect(averageX(sorted.at(-1)!.home)).toBeGreaterThan(averageX(sorted[0]!.home));
  });
});
