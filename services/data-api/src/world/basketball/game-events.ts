import type { TMatchEvent } from '../feed.ts';
import { eventsInWindow, eventsOnceFor } from '../shared/event-window.ts';
import { periodClock } from './game-state.ts';
import type { TGameTimeline } from './game-timeline.ts';

/**
 * A game's events as the simulator publishes them: tip-off, every score (a made shot or free
 * throw), the end of each period and the final buzzer; `eventId` counts them from 1.
 */
const eventsOf = eventsOnceFor(buildEvents);

function buildEvents(timeline: TGameTimeline): TMatchEvent[] {
  const { game } = timeline;
  const at = (seconds: number) => new Date(game.startMs + seconds * 1000);
  const base = { sport: 'basketball' as const, matchId: game.matchId, competitionId: game.competitionId };
  const events: Array<Omit<TMatchEvent, 'eventId'>> = [];
  const first = timeline.periods[0]!;
  events.push({
    ...base,
    type: 'tip-off',
    occurredAt: at(0),
    period: 1,
    clock: periodClock(1, first.length),
    side: null,
    playerId: null,
    score: { home: 0, away: 0 },
  });
  let score = { home: 0, away: 0 };
  let actionIndex = 0;
  timeline.periods.forEach((period, index) => {
    for (
      ;
      actionIndex < timeline.actions.length && timeline.actions[actionIndex]!.period === period.period;
      actionIndex++
    ) {
      const action = timeline.actions[actionIndex]!;
      score = action.score;
      if (action.points === 0) continue;
      events.push({
        ...base,
        type: 'score',
        occurredAt: at(action.real),
        period: action.period,
        clock: periodClock(action.period, period.length - action.clock),
        side: action.side,
        playerId: action.playerId,
        score: action.score,
      });
    }
    const isLast = index === timeline.periods.length - 1;
    events.push({
      ...base,
      type: isLast ? 'full-time' : 'period-end',
      occurredAt: at(period.end),
      period: period.period,
      clock: periodClock(period.period, 0),
      side: null,
      playerId: null,
      score,
    });
  });
  return events.map((event, index) => ({ ...event, eventId: index + 1 }));
}

/** The game's events in (fromMs, toMs]. */
export function basketballEventsOf(timeline: TGameTimeline, fromMs: number, toMs: number): TMatchEvent[] {
  return eventsInWindow(eventsOf(timeline), fromMs, toMs);
}
