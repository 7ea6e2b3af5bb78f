import type { TTextKey } from '../i18n.ts';
import type { TWidgetEvent } from '../types.ts';

/**
 * What an event means to the widget. The data API's simulator streams, for football: kick-off,
 * goal, own-goal, penalty-goal, yellow-card, red-card, substitution, half-time, second-half,
 * full-time; for basketball: tip-off, score, period-end, full-time. The other types are drawn too
 * when a feed sends them (corner, foul, free-kick, shot, offside, penalty-missed, timeout).
 */
export type TEventKind =
  | 'start'
  | 'goal'
  | 'yellow'
  | 'red'
  | 'substitution'
  | 'corner'
  | 'foul'
  | 'shot'
  | 'offside'
  | 'break'
  | 'end'
  | 'basket'
  | 'timeout'
  | 'other';

const kinds: Record<string, { kind: TEventKind; label: TTextKey }> = {
  'kick-off': { kind: 'start', label: 'start' },
  'tip-off': { kind: 'start', label: 'tipOff' },
  'second-half': { kind: 'start', label: 'secondHalf' },
  goal: { kind: 'goal', label: 'goal' },
  'own-goal': { kind: 'goal', label: 'ownGoal' },
  'penalty-goal': { kind: 'goal', label: 'penaltyGoal' },
  'penalty-missed': { kind: 'shot', label: 'penaltyMissed' },
  shot: { kind: 'shot', label: 'shot' },
  'yellow-card': { kind: 'yellow', label: 'yellow' },
  'red-card': { kind: 'red', label: 'red' },
  substitution: { kind: 'substitution', label: 'substitution' },
  corner: { kind: 'corner', label: 'corner' },
  foul: { kind: 'foul', label: 'foul' },
  'free-kick': { kind: 'foul', label: 'freeKick' },
  offside: { kind: 'offside', label: 'offside' },
  'half-time': { kind: 'break', label: 'halfTime' },
  'period-end': { kind: 'break', label: 'quarterEnd' },
  'full-time': { kind: 'end', label: 'fullTime' },
  score: { kind: 'basket', label: 'basket' },
  timeout: { kind: 'timeout', label: 'timeout' },
};

export function eventKind(type: string): TEventKind {
  return kinds[type]?.kind ?? 'other';
}

/**
 * The event's label; a basket says its points when the event before it is known (a score event
 * carries the score after it, not the points).
 */
export function eventLabel(event: TWidgetEvent, previous: TWidgetEvent | undefined): TTextKey {
  if (event.type === 'score' && event.side) {
    const points = basketPoints(event, previous);
    if (points === 1) return 'points1';
    if (points === 2) return 'points2';
    if (points === 3) return 'points3';
  }
  return kinds[event.type]?.label ?? 'event';
}

/** A basket's points, from the score before it: null when the event before it is not known. */
export function basketPoints(event: TWidgetEvent, previous: TWidgetEvent | undefined): number | null {
  if (!event.side || !previous || previous.eventId !== event.eventId - 1) return null;
  return event.score[event.side] - previous.score[event.side];
}
