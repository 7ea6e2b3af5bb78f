/**
 * Issue 15, Performance: from a staff reply committed to the customer's unread count changed, on
 * `npm run stack` (every service its own process, real PostgreSQL, Redis and Kafka). Aim: p99 ≤ 100 ms
 * over 1,000 replies.
 *
 * The path measured is the real one: the staff member's `POST /api/admin/tickets/:ticketId/reply`
 * through the gateway → the ticket service commits the message and `ticket.ticket-replied.v1` in its
 * outbox (and kicks the relay) → the relay publishes to Kafka → the ticket service's own consumer
 * (`ticket-unread-counters`) records the event in its inbox and sets the ticket's count in the hash
 * `ticket:unread:<userId>` in Redis, which `getUserUnreadCount` sums.
 *
 * How: the demo customer (demo@matchwire.io) signs in and opens a ticket; the demo staff member
 * (support@matchwire.io, ADR 0019) signs in and replies `REPLIES` times, **sequentially** (one reply
 * in flight at a time, the next once the previous one's count has changed), starting a new ticket
 * every `REPLIES_PER_TICKET` replies so the conversation the reply answers with stays a realistic
 * size. Counts are absolute: each event carries the ticket's count, so reply n sets the ticket's
 * field to n and the change of each reply is told apart by its value (`MODE=read` instead has the
 * customer read the ticket between replies, so every reply sets 0 → 1, and the read's own event
 * travels the same partition before the next reply). For each reply two times are taken until Redis
 * holds the new value: from the request's start, and from its HTTP answer (the commit has happened
 * by then; a change seen before the answer arrived counts as negative). Redis is watched directly:
 * `WATCH=notify` (default) subscribes to keyspace notifications of the customer's hash (setting
 * `notify-keyspace-events` for the run and restoring it after), `WATCH=poll` reads the field back to
 * back. A change not seen within `LOST_AFTER_MS` (5000) of the answer is lost. Every
 * `SAMPLE_EVERY`-th reply (50) also asks `GET /api/ticket/getUserUnreadCount` through the gateway
 * and checks it equals the count before the run plus the replies since.
 *
 * Run: `npm run stack` (terminal 1), then `npx tsx bench/ticket-unread-latency.ts [--json]`
 * (BENCH_URL, default http://localhost:3000; REDIS_URL, default the stack's redis://127.0.0.1:16379/1,
 * scripts/lib/dev-defaults.ts redisDatabases).
 * Staff calls are limited per address (rate class `visitor`, 600 a minute), so they come from
 * forwarded benchmark addresses (198.18.0.x, RFC 2544), which the gateway honours from loopback.
 */
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { localRedisUrl, redisDatabases } from '../scripts/lib/dev-defaults.ts';
import { callSite, gatewayUrl, type TSiteCaller } from './site-calls.ts';

const redisUrl = process.env.REDIS_URL ?? localRedisUrl(redisDatabases.stack);
const REPLIES = Number(process.env.REPLIES ?? 1000);
const REPLIES_PER_TICKET = Number(process.env.REPLIES_PER_TICKET ?? 50);
const SAMPLE_EVERY = Number(process.env.SAMPLE_EVERY ?? 50);
const LOST_AFTER_MS = Number(process.env.LOST_AFTER_MS ?? 5000);
const MODE = process.env.MODE === 'read' ? 'read' : 'absolute';
const WATCH = process.env.WATCH === 'poll' ? 'poll' : 'notify';
const AIM_P99_MS = 100;
const customer = { account: process.env.EMAIL ?? 'demo@matchwire.io', password: process.env.PASSWORD ?? 'Demo1234' };
const staff = {
  email: process.env.STAFF_EMAIL ?? 'support@matchwire.io',
  password: process.env.STAFF_PASSWORD ?? 'matchwire-dev-staff-password',
};

if (!/^redis:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/\d+)?$/.test(redisUrl)) {
  throw new Error(`REDIS_URL must be on loopback, not ${redisUrl}`);
}

/** A signed `/api` call that must succeed; the times are the request's start and its answer read whole. */
async function call(method: 'GET' | 'POST', path: string, caller: TSiteCaller, form?: Record<string, string>) {
  const answer = await callSite(method, path, caller, form);
  if (answer.body.resultCode !== 0)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

/** Benchmark addresses, a new one every 200 calls (the gateway's per-address budget is 600 a minute). */
let calls = 0;
const nextAddress = () => `198.18.0.${1 + Math.floor(calls++ / 200)}`;

async function openTicket(session: TSiteCaller, round: number): Promise<string> {
  const ticket = {
    name: 'Demo Customer',
    content: `Benchmark ticket ${round}: the feed stops at half time.`,
    type: { typeId: 2 },
    attachment: [],
    lang: 'en',
  };
  const added = await call('POST', '/api/ticket/add', session, { ticket: JSON.stringify(ticket) });
  return String(added.body.data!.ticketId);
}

/**
 * Watches one customer's hash in Redis and resolves `until(field, value)` at the moment the field
 * is first seen holding `value` (null: removed), or with undefined after the timeout.
 */
type TWatcher = {
  until(field: string, value: string | null, timeoutMs: number): { seen: Promise<number | undefined> };
  close(): Promise<void>;
};

async function watchByNotifications(key: string): Promise<TWatcher> {
  const reader = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  const [, previous = ''] = (await reader.config('GET', 'notify-keyspace-events')) as string[];
  // K: keyspace channel, h: hash commands, g: DEL and expiry (a hash's last field removed deletes it).
  const wanted = [...new Set([...previous, 'K', 'h', 'g'])].join('');
  await reader.config('SET', 'notify-keyspace-events', wanted);
  const db = Number(new URL(redisUrl).pathname.slice(1) || 0);
  await subscriber.subscribe(`__keyspace@${db}__:${key}`);
  let waiter: { field: string; value: string | null; resolve: (at: number | undefined) => void } | undefined;
  // Notifications arrive in order; each is stamped on arrival and then checked against the waiter's value.
  let checks = Promise.resolve();
  subscriber.on('message', () => {
    const at = performance.now();
    // A waiter set after this notification arrived waits for a later change.
    const target = waiter;
    if (!target) return;
    checks = checks.then(async () => {
      if ((await reader.hget(key, target.field)) === target.value) target.resolve(at);
    });
  });
  return {
    until(field, value, timeoutMs) {
      const seen = new Promise<number | undefined>((resolve) => {
        const timer = setTimeout(() => finish(undefined), timeoutMs);
        const self = { field, value, resolve: (at: number | undefined) => finish(at) };
        const finish = (at: number | undefined) => {
          clearTimeout(timer);
          if (waiter === self) waiter = undefined;
          resolve(at);
        };
        waiter = self;
      });
      return { seen };
    },
    async close() {
      await reader.config('SET', 'notify-keyspace-events', previous);
      subscriber.disconnect();
      reader.disconnect();
    },
  };
}

async function watchByPolling(key: string): Promise<TWatcher> {
  const reader = new Redis(redisUrl);
  return {
    until(field, value, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      const seen = (async () => {
        for (;;) {
          const current = await reader.hget(key, field);
          const at = performance.now();
          if (current === value) return at;
          if (at > deadline) return undefined;
        }
      })();
      return { seen };
    },
    async close() {
      reader.disconnect();
    },
  };
}

/** The value at `share` of the sorted times, interpolated between ranks (as k6 and ssr-load.ts report). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (sorted.length - 1) * share;
  const low = Math.floor(rank);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

// Sign in: the customer with the site's login, the staff member with the back office's (ADR 0019).
const customerLogin = await call('POST', '/api/auth/login', { cookie: '' }, customer);
const customerSession: TSiteCaller = { cookie: customerLogin.cookies, address: '198.18.1.1' };
const staffLogin = await call('POST', '/api/admin/auth/login', { cookie: '', address: nextAddress() }, staff);
const staffCookie = staffLogin.cookies;

const unreadThroughGateway = async () =>
  Number((await call('GET', '/api/ticket/getUserUnreadCount', customerSession)).body.data!.value);

let ticketId = await openTicket(customerSession, 0);
const staffView = await call('GET', `/api/admin/tickets/${ticketId}`, { cookie: staffCookie, address: nextAddress() });
const userId = String(staffView.body.data!.userId);
const key = `ticket:unread:${userId}`;
const watcher = WATCH === 'notify' ? await watchByNotifications(key) : await watchByPolling(key);
const countBefore = await unreadThroughGateway();

type TSampleRow = { reply: number; fromStartMs: number; fromAnswerMs: number; replyMs: number };
const rows: TSampleRow[] = [];
const lost: number[] = [];
const confirmations = { asked: 0, matched: 0, mismatches: [] as string[] };
let repliesOnTicket = 0;
let unreadOnEarlierTickets = 0;
const runStartedAt = new Date();
try {
  for (let reply = 1; reply <= REPLIES; reply += 1) {
    if (repliesOnTicket === REPLIES_PER_TICKET) {
      // The earlier ticket keeps its unread replies: all of them (absolute), or the last one (read).
      unreadOnEarlierTickets += MODE === 'absolute' ? repliesOnTicket : 1;
      ticketId = await openTicket(customerSession, reply);
      repliesOnTicket = 0;
    }
    if (MODE === 'read' && repliesOnTicket > 0) {
      // The customer opens the ticket; its count goes back to 0 (the field is removed) before the next reply.
      const cleared = watcher.until(ticketId, null, LOST_AFTER_MS);
      await call('POST', '/api/ticket/read', customerSession, { ticketId });
      if ((await cleared.seen) === undefined) throw new Error(`the read of ticket ${ticketId} never cleared its count`);
    }
    const expected = MODE === 'absolute' ? repliesOnTicket + 1 : 1;
    const change = watcher.until(ticketId, String(expected), LOST_AFTER_MS + 30_000);
    const answer = await call(
      'POST',
      `/api/admin/tickets/${ticketId}/reply`,
      { cookie: staffCookie, address: nextAddress() },
      { content: `Reply ${reply}: we are looking into it.` },
    );
    repliesOnTicket += 1;
    const seenAt = await change.seen;
    if (seenAt === undefined || seenAt - answer.answeredAt > LOST_AFTER_MS) {
      lost.push(reply);
      continue;
    }
    rows.push({
      reply,
      fromStartMs: seenAt - answer.startedAt,
      fromAnswerMs: seenAt - answer.answeredAt,
      replyMs: answer.answeredAt - answer.startedAt,
    });
    if (reply % SAMPLE_EVERY === 0) {
      const wanted = countBefore + unreadOnEarlierTickets + expected;
      const value = await unreadThroughGateway();
      confirmations.asked += 1;
      if (value === wanted) confirmations.matched += 1;
      else confirmations.mismatches.push(`reply ${reply}: gateway ${value}, expected ${wanted}`);
    }
  }
} finally {
  await watcher.close();
}

const figures = {
  date: runStartedAt.toISOString(),
  gateway: gatewayUrl,
  mode: MODE,
  watch: WATCH,
  replies: REPLIES,
  repliesPerTicket: REPLIES_PER_TICKET,
  concurrency: 1,
  fromAnswer: summarise(rows.map((row) => row.fromAnswerMs)),
  fromStart: summarise(rows.map((row) => row.fromStartMs)),
  replyAnswer: summarise(rows.map((row) => row.replyMs)),
  seenBeforeAnswer: rows.filter((row) => row.fromAnswerMs < 0).length,
  lost: lost.length,
  confirmations,
  durationS: Math.round((Date.now() - runStartedAt.getTime()) / 100) / 10,
};

const out = (line = '') => process.stdout.write(`${line}\n`);
if (process.argv.includes('--json')) {
  out(JSON.stringify(figures, null, 2));
} else {
  out(`\nstaff reply → unread count in Redis, ${figures.date}, ${REPLIES} replies one at a time (${MODE}, ${WATCH})`);
  out('measured from                      n    p50 ms   p95 ms   p99 ms   max ms');
  for (const [name, stats] of [
    ['the reply’s HTTP answer', figures.fromAnswer],
    ['the reply request’s start', figures.fromStart],
    ['(the reply’s own answer time)', figures.replyAnswer],
  ] as const) {
    out(
      `${name.padEnd(31)}${String(stats.count).padStart(6)}${[stats.p50, stats.p95, stats.p99, stats.max]
        .map((value) => value.toFixed(1).padStart(9))
        .join('')}`,
    );
  }
  out(
    `lost (no change within ${LOST_AFTER_MS} ms): ${figures.lost}; seen before the answer arrived: ${figures.seenBeforeAnswer}`,
  );
  out(
    `getUserUnreadCount through the gateway: ${confirmations.matched}/${confirmations.asked} as expected` +
      (confirmations.mismatches.length > 0 ? ` (${confirmations.mismatches.slice(0, 5).join('; ')})` : ''),
  );
  out(`aim: p99 ≤ ${AIM_P99_MS} ms from the answer (${figures.fromAnswer.p99} ms); run took ${figures.durationS} s`);
}
