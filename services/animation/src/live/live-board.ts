import type { TAnimType } from '@matchwire/contracts/animation/fields';
import type { TLiveMatch, TWidgetEvent } from '@matchwire/contracts/animation/live';
import type { TLang } from '@matchwire/contracts/common/lang';
import type { TLiveMatchAnswer } from '@matchwire/contracts/data-api/live-endpoints';
import { AppError } from '@matchwire/kit/errors/app-error';
import type { TLiveData } from '../upstreams/data-api-live.ts';

/** What the widget's stream starts with: the match as it stands and its last events. */
export type TLiveSnapshot = { match: TLiveMatch; events: TWidgetEvent[] };

/** A `data.match-event.v1` as the board reads it. */
export type TIncomingEvent = Omit<TWidgetEvent, 'playerName'> & { matchId: number; playerId: number };

type TListener = (event: TWidgetEvent) => void;

/** The events a widget's snapshot carries (and the board keeps per match). */
export const keptEvents = 30;
/** A match nobody watches and nothing happens in is forgotten after this long. */
const idleMs = 30 * 60_000;
/** What the scoreboard shows after these events instead of the event's minute. */
const clockAfter: Record<string, string> = { 'half-time': 'HT', 'full-time': 'FT' };

class BoardMatch {
  readonly headers = new Map<TLang, TLiveMatch>();
  readonly players = new Map<number, string>();
  readonly listeners = new Set<TListener>();
  events: TWidgetEvent[] = [];
  lastEventId = 0;

  constructor(public touchedMs: number) {}

  load(answer: TLiveMatchAnswer, lang: TLang): void {
    for (const player of answer.players) this.players.set(player.playerId, player.name);
    for (const event of answer.events) this.add(event);
    // The data API's header is the freshest (its clock runs between events), unless the board holds
    // events it did not know yet: then the other language's header has moved on further.
    const known = this.headers.values().next().value;
    const isBehind = known !== undefined && this.lastEventId > (answer.events.at(-1)?.eventId ?? 0);
    this.headers.set(lang, isBehind ? { ...answer.match, ...progressOf(known) } : answer.match);
  }

  /** Keeps a new event (false for one already kept: redelivered, or in the data API's answer). */
  add(event: TWidgetEvent): boolean {
    if (event.eventId <= this.lastEventId) return false;
    this.lastEventId = event.eventId;
    this.events = [...this.events, event].slice(-keptEvents);
    for (const [lang, header] of this.headers) this.headers.set(lang, advance(header, event));
    return true;
  }
}

/** What the events move on in a header: score, clock, period, status. */
function progressOf(header: TLiveMatch): Pick<TLiveMatch, 'score' | 'clock' | 'period' | 'status'> {
  const { score, clock, period, status } = header;
  return { score, clock, period, status };
}

function advance(header: TLiveMatch, event: TWidgetEvent): TLiveMatch {
  return {
    ...header,
    score: event.score,
    clock: clockAfter[event.type] ?? event.clock,
    period: event.period,
    status: event.type === 'full-time' ? 'finished' : 'live',
  };
}

/**
 * This replica's live matches, for the widgets' streams: a match is loaded from the data API when
 * a widget first asks for it (header, last events, players), then kept current by the
 * `data.match-event.v1` events this replica consumes (each applied once, by match and event id),
 * and each new event goes to the match's watchers. A match nobody watches and nothing happens in
 * for 30 minutes is forgotten.
 */
export class LiveBoard {
  private readonly matches = new Map<string, BoardMatch>();
  private readonly loading = new Map<string, Promise<BoardMatch | undefined>>();
  /** Events that arrived while their match was being loaded, applied once it is. */
  private readonly waiting = new Map<string, TIncomingEvent[]>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly liveData: TLiveData,
    private readonly clock: () => Date,
  ) {}

  /** Makes sure the match is on the board in `lang`; 16007 when the data API knows no such match. */
  async load(animType: TAnimType, matchId: number, lang: TLang): Promise<void> {
    const key = keyOf(animType, matchId);
    const known = this.matches.get(key);
    if (known?.headers.has(lang)) {
      known.touchedMs = this.now();
      return;
    }
    const loadKey = `${key}:${lang}`;
    let loading = this.loading.get(loadKey);
    if (!loading) {
      if (!this.waiting.has(key)) this.waiting.set(key, []);
      loading = this.fetch(animType, matchId, lang).finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, loading);
    }
    if (!(await loading)) throw new AppError('matchNotFound');
  }

  /**
   * The match's snapshot in `lang` and, from then on, each new event to `listener`, with nothing
   * lost in between. Call after `load`.
   */
  watch(
    animType: TAnimType,
    matchId: number,
    lang: TLang,
    listener: TListener,
  ): { snapshot: TLiveSnapshot; stop: () => void } {
    const match = this.matches.get(keyOf(animType, matchId));
    const header = match?.headers.get(lang);
    if (!match || !header) throw new AppError('matchNotFound');
    match.listeners.add(listener);
    match.touchedMs = this.now();
    return {
      snapshot: { match: header, events: match.events },
      stop: () => {
        match.listeners.delete(listener);
        match.touchedMs = this.now();
      },
    };
  }

  /** A match event from the bus: kept and sent to the watchers when its match is on the board and the event is new. */
  apply(animType: TAnimType, incoming: TIncomingEvent): void {
    const key = keyOf(animType, incoming.matchId);
    const match = this.matches.get(key);
    if (!match) {
      this.waiting.get(key)?.push(incoming);
      return;
    }
    const { matchId: _matchId, playerId, ...rest } = incoming;
    const event: TWidgetEvent = { ...rest, playerName: (playerId && match.players.get(playerId)) || '' };
    if (!match.add(event)) return;
    match.touchedMs = this.now();
    for (const listener of match.listeners) listener(event);
  }

  /** Starts forgetting idle matches (every minute). */
  start(): void {
    this.sweeper = setInterval(() => this.forgetIdle(), 60_000);
    this.sweeper.unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  /** Forgets the matches nobody watches and nothing happened in for 30 minutes. */
  forgetIdle(): void {
    const cutoff = this.now() - idleMs;
    for (const [key, match] of this.matches)
      if (match.listeners.size === 0 && match.touchedMs < cutoff) this.matches.delete(key);
  }

  /** How many matches the board holds (operations, tests). */
  get size(): number {
    return this.matches.size;
  }

  private async fetch(animType: TAnimType, matchId: number, lang: TLang): Promise<BoardMatch | undefined> {
    const key = keyOf(animType, matchId);
    try {
      const answer = await this.liveData.getLiveMatch(animType, matchId, lang);
      if (!answer) return undefined;
      const match = this.matches.get(key) ?? new BoardMatch(this.now());
      match.load(answer, lang);
      this.matches.set(key, match);
      for (const event of this.waiting.get(key) ?? []) this.apply(animType, event);
      return match;
    } finally {
      this.waiting.delete(key);
    }
  }

  private now(): number {
    return this.clock().getTime();
  }
}

function keyOf(animType: TAnimType, matchId: number): string {
  return `${animType}:${matchId}`;
}
