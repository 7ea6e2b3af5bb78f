import type { TLiveMatch, TPoint, TScene, TSceneInput, TSide, TWidgetEvent } from '../types.ts';
import { eventKind } from './event-kind.ts';
import { formations, kickOffShape, lineUpShape, openPlayShape, withPlayers } from './football-shapes.ts';
import { attacksRight, centre, clamp, hash, other, toField, toFrame } from './geometry.ts';

/** How long an event's picture holds before play goes on. */
export const footballTimings = { goal: 4000, kickOff: 3000, setPiece: 6000, shot: 3000, openStep: 2500 };

/** A moment of play: who has the ball (in whose frame `ball` is) and how each team stands. */
type TMoment = { side: TSide; ball: TPoint; shape: 'open' | 'kick-off' | 'line-up' };

/**
 * Where the ball and the 22 players are, from the match and its events: a pure function of its
 * input, so the same match looks the same on every screen and each event kind can be tested.
 */
export function footballScene({ match, events, msSinceEvent }: TSceneInput): TScene {
  const last = events.at(-1);
  const period = Math.max(1, last?.period ?? match.period);
  const moment = momentOf(match, last, msSinceEvent);
  const counts = { home: 11 - redCards(events, 'home'), away: 11 - redCards(events, 'away') };
  const rightward = { home: attacksRight('home', period, 0), away: attacksRight('away', period, 0) };
  const ball = toField(moment.ball, rightward[moment.side]);
  const team = (side: TSide): TPoint[] => {
    const formation = withPlayers(formations[side], counts[side]);
    if (moment.shape === 'line-up') return lineUpShape(formation.length, side === 'home' ? 0.46 : 0.54);
    const spots =
      moment.shape === 'kick-off'
        ? kickOffShape(formation, side === moment.side)
        : openPlayShape(formation, toFrame(ball, rightward[side]), side === moment.side ? 'attack' : 'defend');
    return spots.map((spot) => toField(spot, rightward[side]));
  };
  return { ball, home: team('home'), away: team('away') };
}

function momentOf(match: TLiveMatch, last: TWidgetEvent | undefined, ms: number): TMoment {
  const t = footballTimings;
  if (!last) return match.status === 'live' ? openPlay(match, undefined, ms) : kickOff('home');
  const side: TSide = last.side || 'home';
  const seed = hash(match.matchId, last.eventId);
  switch (eventKind(last.type)) {
    case 'start':
      return ms < t.kickOff ? kickOff(last.period === 2 ? 'away' : 'home') : openPlay(match, last, ms - t.kickOff);
    case 'goal':
      // The ball in the net, then the side that conceded kicks off.
      if (ms < t.goal) return { side, ball: { x: 1.01, y: 0.46 + seed * 0.08 }, shape: 'open' };
      return ms < t.goal + t.kickOff ? kickOff(other(side)) : openPlay(match, last, ms - t.goal - t.kickOff);
    case 'yellow':
    case 'red':
    case 'foul':
      // The fouled side takes a free kick, usually in the half the booked side defends.
      return ms < t.setPiece
        ? { side: other(side), ball: { x: 0.5 + seed * 0.3, y: 0.15 + hash(seed, 1) * 0.7 }, shape: 'open' }
        : openPlay(match, last, ms - t.setPiece);
    case 'offside':
      return ms < t.setPiece
        ? { side: other(side), ball: { x: 0.12 + seed * 0.15, y: 0.3 + hash(seed, 1) * 0.4 }, shape: 'open' }
        : openPlay(match, last, ms - t.setPiece);
    case 'corner':
      return ms < t.setPiece
        ? { side, ball: { x: 0.995, y: seed < 0.5 ? 0.005 : 0.995 }, shape: 'open' }
        : openPlay(match, last, ms - t.setPiece);
    case 'shot':
      return ms < t.shot
        ? { side, ball: { x: 0.97, y: 0.42 + seed * 0.16 }, shape: 'open' }
        : openPlay(match, last, ms - t.shot);
    case 'substitution':
      // Play stops with the ball out on the far touchline while a player comes on.
      return ms < t.setPiece
        ? { side: other(side), ball: { x: 0.35 + seed * 0.3, y: 0.0 }, shape: 'open' }
        : openPlay(match, last, ms - t.setPiece);
    case 'break':
    case 'end':
      return { side: 'home', ball: centre, shape: 'line-up' };
    default:
      return openPlay(match, last, ms);
  }
}

function kickOff(side: TSide): TMoment {
  return { side, ball: centre, shape: 'kick-off' };
}

/**
 * Open play: every few seconds the ball heads for a new spot picked from the match, the last event
 * and the step; possession changes every fourth step (after a goal, the side that conceded starts).
 */
function openPlay(match: TLiveMatch, last: TWidgetEvent | undefined, ms: number): TMoment {
  const step = Math.floor(Math.max(0, ms) / footballTimings.openStep);
  const eventId = last?.eventId ?? 0;
  const spell = Math.floor(step / 4);
  const starter: TSide = last && eventKind(last.type) === 'goal' && last.side ? other(last.side) : 'home';
  const side = spell % 2 === 0 ? starter : other(starter);
  // Within a spell the side in possession makes ground toward the goal it attacks.
  const progress = (step % 4) / 4;
  const ball = {
    x: clamp(0.3 + progress * 0.35 + hash(match.matchId, eventId, step, 1) * 0.25),
    y: clamp(0.1 + hash(match.matchId, eventId, step, 2) * 0.8),
  };
  return { side, ball, shape: 'open' };
}

function redCards(events: TWidgetEvent[], side: TSide): number {
  return events.filter((event) => event.side === side && eventKind(event.type) === 'red').length;
}
