import type { Redis } from 'ioredis';

/** What the rate-limit plugin's stores answer: the call's place in its window's count, and the window's time left. */
export type TCount = { current: number; ttl: number };

type TLease = {
  /** The next place in the shared count this replica may hand out, and the last one it holds. */
  next: number;
  last: number;
  /** When the window ends, on this process's clock (the key's PTTL when the lease came). */
  endsAt: number;
  /** When it came, and how many places it asked for. */
  takenAt: number;
  asked: number;
};

/** At most this many places of one visitor's count are held by one replica at a time. */
const MOST_PLACES = 32;
/** A lease asks for twice as many places as the last one when that one came less than this long ago. */
const BUSY_MS = 1000;
/** Visitors whose leases are remembered; the oldest lease is dropped beyond it (its places are lost). */
const MOST_LEASES = 50_000;

type TRedisWithPlaces = Redis & {
  takeRateLimitPlaces(key: string, windowMs: number, ask: number, budget: number): Promise<[number, number, number]>;
};

/**
 * Takes up to ARGV[2] places of a key's count at once (INCRBY), never more than a quarter of what
 * is left under ARGV[3] (the budget), and one at a time close to it and past it: a replica never
 * holds a place that another could have used once little is left. Starts the window (ARGV[1] ms) on
 * the key's first place. Returns the last place taken, how many, and the window's time left.
 */
const takePlacesScript = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local left = tonumber(ARGV[3]) - current
local size = 1
if left > 4 then size = math.min(tonumber(ARGV[2]), math.floor(left / 4)) end
local last = redis.call('INCRBY', KEYS[1], size)
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {last, size, ttl}
`;

/**
 * The visitors' counts in Redis, shared by every gateway replica, taken a few places at a time: a
 * replica asks Redis for the next places of a visitor's count (1 on the visitor's first call in a
 * window, then twice as many as the last lease while each lasts less than a second, up to 32) and
 * hands them out in order to that visitor's next calls without asking again. A busy visitor's calls
 * thus cost one Redis round trip per lease instead of one each; a visitor with a few calls a minute
 * asks for one place at a time, as before.
 *
 * The budget holds across replicas: places are taken from one count, so no more calls than the
 * budget are let through in a window. What a lease costs is the other way: places a replica took
 * and was not asked for again before the window ended are lost, so with several replicas a visitor
 * may be refused a few calls early (at most a quarter of what was left, per replica), and a
 * `RateLimit-Remaining` is exact for the replica's own calls. Past the budget each call takes one
 * place (and is refused), so a count Redis lost (a flush) starts again at once (docs/decisions/0004).
 */
export class RateLimitLeases {
  private readonly leases = new Map<string, TLease>();
  /** Calls waiting for a lease already asked for, by key: served from it in order once it comes. */
  private readonly waiting = new Map<string, ((error: Error | null) => void)[]>();

  constructor(private readonly redis: Redis) {
    if (!('takeRateLimitPlaces' in redis)) {
      redis.defineCommand('takeRateLimitPlaces', { numberOfKeys: 1, lua: takePlacesScript });
    }
  }

  /** Counts one call of `key`: from the lease this replica holds, else from a new one. */
  count(key: string, windowMs: number, budget: number, callback: (error: Error | null, count?: TCount) => void): void {
    const held = this.fromLease(key);
    if (held) return callback(null, held);
    const waiting = this.waiting.get(key);
    const onLease = (error: Error | null) => (error ? callback(error) : this.count(key, windowMs, budget, callback));
    if (waiting) return void waiting.push(onLease);
    this.waiting.set(key, [onLease]);
    this.takePlaces(key, windowMs, budget).then(
      () => this.wake(key, null),
      (error: unknown) => this.wake(key, error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** The next place of a live lease, if one is left. */
  private fromLease(key: string): TCount | undefined {
    const lease = this.leases.get(key);
    const now = Date.now();
    if (!lease || lease.endsAt <= now || lease.next > lease.last) return undefined;
    return { current: lease.next++, ttl: lease.endsAt - now };
  }

  private async takePlaces(key: string, windowMs: number, budget: number): Promise<void> {
    const previous = this.leases.get(key);
    const isBusy = previous !== undefined && Date.now() - previous.takenAt < BUSY_MS;
    const ask = isBusy ? Math.min(previous.asked * 2, MOST_PLACES) : 1;
    const [last, size, ttl] = await (this.redis as TRedisWithPlaces).takeRateLimitPlaces(key, windowMs, ask, budget);
    const now = Date.now();
    // Newest last: the Map's first entry is the lease least recently taken.
    this.leases.delete(key);
    this.leases.set(key, { next: last - size + 1, last, endsAt: now + Math.max(ttl, 1), takenAt: now, asked: ask });
    if (this.leases.size > MOST_LEASES) this.leases.delete(this.leases.keys().next().value!);
  }

  private wake(key: string, error: Error | null): void {
    const waiting = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    for (const onLease of waiting) onLease(error);
  }
}
