import type { TMatchEvent, TMatchEventSource } from '../feed.ts';
import { fixturesKickingOff, longestMatchSeconds } from './match-index.ts';
import { timelineOf, type TFixture } from './fixtures.ts';
import type { TEventKind, TTimelineEvent } from './match-timeline.ts';

/**
 * Everything that happened in football matches in (from, to], in time order: what the simulator
 * publishes as `data.match-event.v1` and the live stream sends. Reads only the matches that can
 * be in play in the window, so a window of a second costs a few look-ups.
 */
const streamTypes: Partial<Record<TEventKind, string>> = {
  'kick-off': 'kick-off',
  goal: 'goal',
  own_goal: 'own-goal',
  penalty_goal: 'penalty-goal',
  yellow: 'yellow-card',
  // A second yellow is a sending-off: the stream's consumers know red cards.
  second_yellow: 'red-card',
  red: 'red-card',
  substitution: 'substitution',
  'half-time': 'half-time',
  'second-half': 'second-half',
  'full-time': 'full-time',
};

export function clockText(event: TTimelineEvent): string {
  if (event.kind === 'kick-off') return "0'";
  return event.extraMinute ? `${event.minute}+${event.extraMinute}'` : `${event.minute}'`;
}

/** A match's events as the stream tells them, in timeline order (markers the stream does not know left out). */
export function streamEventsOf(fixture: TFixture): TMatchEvent[] {
  const events: TMatchEvent[] = [];
  for (const event of timelineOf(fixture).events) {
    const type = streamTypes[event.kind];
    if (!type) continue;
    events.push({
      sport: 'football',
      matchId: fixture.matchId,
      competitionId: fixture.competitionId,
      eventId: event.eventId,
      type,
      occurredAt: new Date((fixture.kickoff + event.offset) * 1000),
      period: event.period,
      clock: clockText(event),
      side: event.side,
      playerId: event.playerId,
      score: { ...event.score },
    });
  }
  return events;
}

export const footballEvents: TMatchEventSource = (from, to) => {
  const events: TMatchEvent[] = [];
  for (const fixture of fixturesKickingOff(
    Math.floor(from.getTime() / 1000) - longestMatchSeconds,
    Math.floor(to.getTime() / 1000),
  )) {
    if (fixture.isPostponed || fixture.visibleFrom > to.getTime() / 1000) continue;
    for (const event of streamEventsOf(fixture))
      if (event.occurredAt > from && event.occurredAt <= to) events.push(event);
  }
  return events.sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.matchId - b.matchId || a.eventId - b.eventId,
  );
};
