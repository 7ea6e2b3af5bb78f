import type { TMatchEvent, TMatchEventSource } from '../feed.ts';
import { fixturesKickingOff, longestMatchSeconds } from './match-index.ts';
import { timelineOf } from './fixtures.ts';
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

export const footballEvents: TMatchEventSource = (from, to) => {
  const start = from.getTime() / 1000;
  const end = to.getTime() / 1000;
  const events: TMatchEvent[] = [];
  for (const fixture of fixturesKickingOff(Math.floor(start) - longestMatchSeconds, Math.floor(end))) {
    if (fixture.isPostponed || fixture.visibleFrom > end) continue;
    for (const event of timelineOf(fixture).events) {
      const occurred = fixture.kickoff + event.offset;
      const type = streamTypes[event.kind];
      if (occurred <= start || occurred > end || !type) continue;
      events.push({
        sport: 'football',
        matchId: fixture.matchId,
        competitionId: fixture.competitionId,
        eventId: event.eventId,
        type,
        occurredAt: new Date(occurred * 1000),
        period: event.period,
        clock: clockText(event),
        side: event.side,
        playerId: event.playerId,
        score: { ...event.score },
      });
    }
  }
  return events.sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.matchId - b.matchId || a.eventId - b.eventId,
  );
};
