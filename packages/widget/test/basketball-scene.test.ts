import { describe, expect, it } from 'vitest';
import { basketballScene, basketballTimings, rim } from '../src/scene/basketball-scene.ts';
import type { TWidgetEvent } from '../src/types.ts';
import { makeEvent, makeMatch } from './fixtures.ts';

const match = makeMatch({ animType: 1, clock: 'Q1 08:00' });
const basket = (overrides: Partial<TWidgetEvent>) => makeEvent({ type: 'score', clock: 'Q1 07:40', ...overrides });
const sceneOf = (events: TWidgetEvent[], msSinceEvent: number) => basketballScene({ match, events, msSinceEvent });

describe('basketball scene', () => {
  it('draws five players a side and the ball', () => {
    const scene = sceneOf([], 0);
    expect(scene.home).toHaveLength(5);
    expect(scene.away).toHaveLength(5);
  });

  it('gathers both teams at the centre circle for the tip-off', () => {
    const scene = sceneOf(
      [makeEvent({ type: 'tip-off', side: '', clock: 'Q1 10:00', score: { home: 0, away: 0 } })],
      500,
    );
    expect(scene.ball).toEqual({ x: 0.5, y: 0.5 });
    for (const point of [...scene.home, ...scene.away]) expect(Math.abs(point.x - 0.5)).toBeLessThan(0.1);
  });

  it('puts the ball in the rim the scorer attacks, home to the right in the first half', () => {
    const previous = basket({ side: 'away', score: { home: 0, away: 2 } });
    const homeBasket = basket({ eventId: previous.eventId + 1, side: 'home', score: { home: 3, away: 2 } });
    expect(sceneOf([previous, homeBasket], 500).ball).toEqual(rim);
    const thirdQuarter = { ...homeBasket, period: 3, clock: 'Q3 05:00' };
    expect(sceneOf([previous, thirdQuarter], 500).ball.x).toBeCloseTo(1 - rim.x);
  });

  it('lines players along the lane for a free throw (one point)', () => {
    const previous = basket({ side: 'home', score: { home: 2, away: 0 } });
    const freeThrow = basket({ eventId: previous.eventId + 1, side: 'home', score: { home: 3, away: 0 } });
    const scene = sceneOf([previous, freeThrow], 500);
    expect(scene.ball.x).toBeCloseTo(0.793);
    expect(scene.ball.y).toBeCloseTo(0.5);
  });

  it('gives the ball to the other side after a basket: it brings it up the court', () => {
    const scored = basket({ side: 'home', score: { home: 2, away: 0 } });
    const scene = sceneOf([scored], basketballTimings.basket + 100);
    // Away attacks the left basket in the first half: it starts from its own backcourt (right).
    expect(scene.ball.x).toBeGreaterThan(0.5);
    const later = sceneOf([scored], basketballTimings.basket + basketballTimings.bringUp + 100);
    expect(later.ball.x).toBeLessThan(0.5);
  });

  it('sends both teams to their benches at the end of a quarter and at full time', () => {
    for (const type of ['period-end', 'full-time', 'timeout']) {
      const scene = sceneOf([makeEvent({ type, side: '', clock: 'Q1 00:00' })], 1000);
      for (const point of [...scene.home, ...scene.away]) expect(point.y, type).toBeGreaterThan(0.9);
    }
  });

  it('has the fouled side inbound from the sideline', () => {
    const scene = sceneOf([makeEvent({ type: 'foul', side: 'home' })], 500);
    expect(scene.ball.y === 0.01 || scene.ball.y === 0.99).toBe(true);
  });

  it('passes the ball around the offence, the same on every screen', () => {
    const scored = basket({ side: 'away', score: { home: 0, away: 2 } });
    const at = (ms: number) => sceneOf([scored], ms);
    const settled = basketballTimings.basket + basketballTimings.bringUp;
    const passes = [0, 1, 2, 3, 4].map((pass) => at(settled + pass * basketballTimings.pass + 100).ball);
    expect(new Set(passes.map((ball) => `${ball.x},${ball.y}`)).size).toBeGreaterThan(1);
    expect(at(settled + 100)).toEqual(at(settled + 100));
  });
});
