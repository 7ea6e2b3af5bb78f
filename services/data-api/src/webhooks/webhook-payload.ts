import type { TEventPayloadOf } from '@matchwire/contracts/events';

type TMatchEventPayload = TEventPayloadOf<'data.match-event.v1'>;

const sportTypes = { football: 1, basketball: 2, esports: 3 } as const;

/** The event types after which a match's score (or its standing: a period or the match ended) is sent. */
const scoreChanges: Record<TMatchEventPayload['sport'], ReadonlySet<string>> = {
  football: new Set(['goal', 'own-goal', 'penalty-goal', 'full-time']),
  basketball: new Set(['score', 'period-end', 'full-time']),
  esports: new Set(['round-end', 'game-end', 'series-end']),
};

export function isScoreChange(event: TMatchEventPayload): boolean {
  return scoreChanges[event.sport].has(event.type);
}

export function sportTypeOf(event: TMatchEventPayload): 1 | 2 | 3 {
  return sportTypes[event.sport];
}

/** Names a match event once per customer: a redelivered event finds its delivery already made. */
export function scoreEventId(event: TMatchEventPayload): string {
  return `${event.sport}:${String(event.matchId)}:${event.eventId}`;
}

/**
 * A delivery's `data`: the live stream's event (reference/live-streams.json: `occurredAt` in unix
 * seconds, `score` as home and away) with the sport it belongs to.
 */
export function scoreChangedData(event: TMatchEventPayload): Record<string, unknown> {
  return {
    sport: event.sport,
    sportType: sportTypes[event.sport],
    ...(event.sport === 'esports' ? { game: event.game } : {}),
    matchId: Number(event.matchId),
    competitionId: event.competitionId,
    eventId: event.eventId,
    type: event.type,
    occurredAt: Math.floor(Date.parse(event.occurredAt) / 1000),
    period: event.period,
    clock: event.clock,
    side: event.side,
    playerId: event.playerId,
    score: { home: event.scoreHome, away: event.scoreAway },
  };
}

/** A `webhook.test` delivery's `data`: shaped like a score change, so a receiver can be tried on it. */
export function testData(at: Date): Record<string, unknown> {
  return {
    sport: 'football',
    sportType: 1,
    matchId: 0,
    competitionId: 0,
    eventId: 0,
    type: 'test',
    occurredAt: Math.floor(at.getTime() / 1000),
    period: 0,
    clock: '',
    side: '',
    playerId: 0,
    score: { home: 0, away: 0 },
  };
}

/** What a delivery told, in a few words, for the console's log: `football 362026130 goal 2-1`. */
export function deliverySummary(payload: { type: string; data: Record<string, unknown> }): string {
  if (payload.type === 'webhook.test') return 'test';
  const { sport, game, matchId, type, score } = payload.data as {
    sport: string;
    game?: string;
    matchId: number;
    type: string;
    score: { home: number; away: number };
  };
  return `${game ? `${sport} ${game}` : sport} ${matchId} ${type} ${score.home}-${score.away}`;
}
