import type { TLiveMatch, TPoint, TScene, TSceneInput, TSide, TWidgetEvent } from '../types.ts';
import { basketPoints, eventKind } from './event-kind.ts';
import { attacksRight, centre, clamp, hash, lerp, other, spread, toField } from './geometry.ts';

/** How long a basket's picture holds, how long bringing the ball up takes, a pass, a possession. */
export const basketballTimings = { basket: 2500, tipOff: 2500, bringUp: 4000, pass: 1800, possession: 14000 };

/** The basket a team attacks, in its own frame (1.575 m from the baseline of a 28 m court). */
export const rim: TPoint = { x: 0.944, y: 0.5 };

/** A half-court offence in its own frame: point guard, two wings, two bigs. */
const offence: TPoint[] = [
  { x: 0.64, y: 0.5 },
  { x: 0.74, y: 0.13 },
  { x: 0.74, y: 0.87 },
  { x: 0.88, y: 0.33 },
  { x: 0.88, y: 0.67 },
];

type TMoment =
  | { shape: 'half-court'; side: TSide; ball: TPoint; depth: number }
  | { shape: 'free-throw'; side: TSide }
  | { shape: 'tip-off' }
  | { shape: 'bench' };

/** The ten players and the ball from the game and its events (see football-scene.ts). */
export function basketballScene({ match, events, msSinceEvent }: TSceneInput): TScene {
  const last = events.at(-1);
  const period = Math.max(1, last?.period ?? match.period);
  const moment = momentOf(match, events, msSinceEvent);
  const rightward = (side: TSide) => attacksRight(side, period, 1);
  if (moment.shape === 'tip-off') {
    // The centres jump at the centre circle, the others wait around it in their own half.
    const ring = (side: TSide) =>
      spread(5, 0.15, 0.85).map((y, index) => ({
        x: (side === 'home' ? 0.48 : 0.52) - (index === 2 ? 0 : side === 'home' ? 0.07 : -0.07),
        y,
      }));
    return { ball: centre, home: ring('home'), away: ring('away') };
  }
  if (moment.shape === 'bench') {
    const bench = (from: number) => spread(5, from, from + 0.14).map((x) => ({ x, y: 0.97 }));
    return { ball: centre, home: bench(0.3), away: bench(0.56) };
  }
  const attacking = moment.side;
  const spots =
    moment.shape === 'free-throw'
      ? freeThrowSpots()
      : offence.map((spot) => ({ x: lerp(0.35 + spot.x * 0.2, spot.x, moment.depth), y: spot.y }));
  const defence = spots.map((spot) => ({ x: lerp(spot.x, rim.x, 0.3), y: lerp(spot.y, rim.y, 0.25) }));
  const ball = moment.shape === 'free-throw' ? spots[0]! : moment.ball;
  const field = (points: TPoint[]) => points.map((point) => toField(point, rightward(attacking)));
  const [attackers, defenders] = [field(spots), field(defence)];
  return {
    ball: toField(ball, rightward(attacking)),
    home: attacking === 'home' ? attackers : defenders,
    away: attacking === 'home' ? defenders : attackers,
  };
}

/** The shooter on the free-throw line, the others along the lane. */
function freeThrowSpots(): TPoint[] {
  return [
    { x: 0.793, y: 0.5 },
    { x: 0.86, y: 0.3 },
    { x: 0.86, y: 0.7 },
    { x: 0.7, y: 0.2 },
    { x: 0.7, y: 0.8 },
  ];
}

function momentOf(match: TLiveMatch, events: TWidgetEvent[], ms: number): TMoment {
  const t = basketballTimings;
  const last = events.at(-1);
  if (!last) return match.status === 'live' ? possession(match, 0, 'home', ms) : { shape: 'tip-off' };
  const kind = eventKind(last.type);
  if (kind === 'break' || kind === 'end' || kind === 'timeout') return { shape: 'bench' };
  if (kind === 'start')
    return ms < t.tipOff ? { shape: 'tip-off' } : possession(match, last.eventId, 'home', ms - t.tipOff);
  if (kind === 'basket' && last.side) {
    if (ms < t.basket) {
      const points = basketPoints(last, events.at(-2));
      if (points === 1) return { shape: 'free-throw', side: last.side };
      return { shape: 'half-court', side: last.side, ball: rim, depth: 1 };
    }
    return possession(match, last.eventId, other(last.side), ms - t.basket);
  }
  if (kind === 'foul' && last.side) {
    // The fouled side inbounds from the sideline.
    return ms < t.basket
      ? { shape: 'half-court', side: other(last.side), ball: { x: 0.7, y: 0.01 }, depth: 0.6 }
      : possession(match, last.eventId, other(last.side), ms - t.basket);
  }
  return possession(match, last.eventId, last.side || 'home', ms);
}

/**
 * Possessions alternate, starting with `starter`: the ball is brought up the court, then passed
 * around the offence (the receiver picked from the game, the event and the pass).
 */
function possession(match: TLiveMatch, eventId: number, starter: TSide, ms: number): TMoment {
  const t = basketballTimings;
  const elapsed = Math.max(0, ms);
  const count = Math.floor(elapsed / t.possession);
  const side = count % 2 === 0 ? starter : other(starter);
  const within = elapsed % t.possession;
  if (within < t.bringUp) {
    const share = within / t.bringUp;
    return { shape: 'half-court', side, ball: { x: lerp(0.25, 0.62, share), y: 0.5 }, depth: share };
  }
  const pass = Math.floor((within - t.bringUp) / t.pass);
  const receiver = offence[Math.floor(hash(match.matchId, eventId, count, pass) * offence.length)]!;
  return { shape: 'half-court', side, ball: { x: clamp(receiver.x), y: clamp(receiver.y) }, depth: 1 };
}
