/**
 * What the data API serves, as the generator answers it. Each sport's feed answers every
 * interface of its reference file (packages/contracts/src/data-api/reference/<sport>.json) by its
 * ref, from the call's parsed query and the moment it is asked for: a trial's call is asked for
 * a moment 2 minutes back, so its live data is that old. Answers are the `data` of the envelope,
 * with exactly the documented fields.
 */
export type TQuery = Record<string, unknown>;

/** One interface's answer; an unknown id (a matchId no match has): `undefined`, served as 12002 Empty data. */
export type TInterfaceAnswer = (query: TQuery, at: Date) => unknown;

/** A sport's interfaces by ref (`football.matches`). */
export type TSportFeed = Record<string, TInterfaceAnswer>;

/** Sides of a match; esports blue/red and radiant/dire map to home/away in events. */
export type TSide = 'home' | 'away';

/**
 * Something that happened in a live match, in the order it happened: what the simulator
 * publishes as `data.match-event.v1` and the SSE stream sends. `eventId` grows within a match.
 */
export type TMatchEvent = {
  sport: 'football' | 'basketball' | 'esports';
  /** Esports only: `lol`, `dota2`, `csgo`. */
  game?: 'lol' | 'dota2' | 'csgo';
  matchId: number;
  competitionId: number;
  eventId: number;
  /**
   * football: kick-off, goal, own-goal, penalty-goal, yellow-card, red-card, substitution,
   * half-time, second-half, full-time; basketball: tip-off, score, period-end, full-time;
   * esports: game-start, kill, objective, round-end, game-end, series-end.
   */
  type: string;
  occurredAt: Date;
  /** Half, quarter or game number. */
  period: number;
  /** As the sport shows it: `67'`, `Q3 04:12`, `23:41`. */
  clock: string;
  side: TSide | null;
  playerId: number | null;
  score: { home: number; away: number };
};

/** A sport's live matches: the events that happened in (from, to], in order. */
export type TMatchEventSource = (from: Date, to: Date) => TMatchEvent[];
