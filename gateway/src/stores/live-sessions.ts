import type { serviceEndpoints, TResponseData } from '@matchwire/contracts';

/** What the account service said of a session: live, refused (revoked, expired, locked, unknown), or nothing. */
export type TSessionVerdict = 'live' | 'refused' | 'unreachable';

/** What the account service says of a session (its `GET /internal/sessions/:sessionId` in packages/contracts). */
export type TSessionAnswer = TResponseData<typeof serviceEndpoints.account.checkSession>;

type TEntry = { userId: string; until: number; refreshFrom: number };

/**
 * The sessions this gateway process has recently seen live (docs/decisions/0009): a "live"
 * answer is kept at most `ttlMs` (1 s) and at most `maxEntries` sessions (the oldest go first);
 * an `account.session-revoked.v1` event drops its sessions at once. Refusals are never kept, so
 * a revoked session is refused on its next request. Concurrent checks of one session share one call.
 * A session in use is asked again in the background once its answer is past `refreshAfterMs` (four
 * fifths of its life by default: at most one more read a second), while the remembered answer, still within its `ttlMs`, serves the request:
 * a busy session's requests never wait for the account service (its call once a second was the
 * gateway's p99, bench/README.md), and no answer is served older than `ttlMs`. A refusal from that
 * call forgets the session at once.
 */
export class LiveSessions {
  private readonly live = new Map<string, TEntry>();
  private readonly inFlight = new Map<string, Promise<TSessionAnswer>>();

  constructor(
    private readonly ask: (sessionId: string) => Promise<TSessionAnswer>,
    private readonly options: { ttlMs: number; maxEntries: number; refreshAfterMs?: number; now?: () => number },
  ) {}

  /** Whether `sessionId` is a live session of `userId`; 'cached' when no call was needed. */
  async check(sessionId: string, userId: string): Promise<TSessionVerdict | 'cached'> {
    const entry = this.live.get(sessionId);
    const now = this.now();
    if (entry && entry.until > now && entry.userId === userId) {
      if (now >= entry.refreshFrom) this.refresh(sessionId);
      return 'cached';
    }
    this.live.delete(sessionId);
    let answer: TSessionAnswer;
    try {
      answer = await this.askOnce(sessionId);
    } catch {
      return 'unreachable';
    }
    if (!answer.isLive || answer.userId !== userId) return 'refused';
    return 'live';
  }

  /** Forgets the given sessions, or every session of the user when none is named. */
  forget(userId: string, sessionIds: readonly string[]): void {
    const isGone = (sessionId: string, entryUserId: string) =>
      sessionIds.length > 0 ? sessionIds.includes(sessionId) : entryUserId === userId;
    for (const [sessionId, entry] of this.live) if (isGone(sessionId, entry.userId)) this.live.delete(sessionId);
    // An answer still on its way may predate the revocation: it must not be kept.
    for (const sessionId of this.inFlight.keys())
      if (sessionIds.length === 0 || sessionIds.includes(sessionId)) this.inFlight.delete(sessionId);
  }

  get size(): number {
    return this.live.size;
  }

  /** Asks again ahead of expiry; the answer is remembered (live) or the session forgotten (anything else). */
  private refresh(sessionId: string): void {
    if (this.inFlight.has(sessionId)) return;
    this.askOnce(sessionId).then(
      (answer) => {
        if (!answer.isLive) this.live.delete(sessionId);
      },
      // Unreachable: the remembered answer runs out at its time, and the next request asks itself.
      () => undefined,
    );
  }

  private askOnce(sessionId: string): Promise<TSessionAnswer> {
    const pending = this.inFlight.get(sessionId);
    if (pending) return pending;
    const asked = this.ask(sessionId).then(
      (answer) => {
        if (this.inFlight.get(sessionId) === asked && answer.isLive && answer.userId)
          this.remember(sessionId, answer.userId);
        this.settle(sessionId, asked);
        return answer;
      },
      (error: unknown) => {
        this.settle(sessionId, asked);
        throw error;
      },
    );
    this.inFlight.set(sessionId, asked);
    return asked;
  }

  private settle(sessionId: string, asked: Promise<TSessionAnswer>): void {
    if (this.inFlight.get(sessionId) === asked) this.inFlight.delete(sessionId);
  }

  private remember(sessionId: string, userId: string): void {
    this.live.delete(sessionId);
    if (this.live.size >= this.options.maxEntries) {
      const oldest = this.live.keys().next();
      if (!oldest.done) this.live.delete(oldest.value);
    }
    const now = this.now();
    const refreshAfterMs = this.options.refreshAfterMs ?? this.options.ttlMs * 0.8;
    this.live.set(sessionId, { userId, until: now + this.options.ttlMs, refreshFrom: now + refreshAfterMs });
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
