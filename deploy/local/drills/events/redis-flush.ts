import { createTestDatabase } from '@matchwire/devinfra/test-database';
import { startPrivateRedis } from '@matchwire/devinfra/private-redis';
import { formatLedgers, type TLedger } from './ledger.ts';
import { startDataApiLoad, type TUsageAfterFlush } from './redis-flush-data-api.ts';
import { startGatewayLoad } from './redis-flush-gateway.ts';
import type { TFlushedLoad, TStateCheck } from './redis-flush-state.ts';
import { startTicketLoad } from './redis-flush-ticket.ts';
import { sleep } from './traffic.ts';

export type TRedisFlushResult = {
  ledgers: TLedger[];
  states: TStateCheck[];
  usage: TUsageAfterFlush;
  requests: { ok: number; failed: number; firstFailure?: string };
  /** Nothing lost or applied twice, every state rebuilt, no request failed, no free trial call. */
  isClean: boolean;
};

/**
 * Redis flushed under load: the ticket service (unread counters), the data API (call counters)
 * and the gateway (rate limits, page cache) run on a redis-server of the drill's own (never the
 * shared one, which `npm test` and the stack use) and a private database; after `beforeMs` of
 * load, FLUSHALL; each piece of state is then watched until it is rebuilt, the load goes on for
 * `afterMs`, and the ticket events are counted from outbox to inbox.
 */
export async function runRedisFlushDrill(options: {
  beforeMs: number;
  afterMs: number;
  writesPerSecond?: number;
  callsPerSecond?: number;
  log?: (line: string) => void;
}): Promise<TRedisFlushResult> {
  const log = options.log ?? ((line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`));
  const redis = await startPrivateRedis();
  const database = await createTestDatabase(['ticket', 'data-api']);
  const loads: TFlushedLoad[] = [];
  try {
    const ticket = await startTicketLoad({
      databaseUrl: database.urls.ticket!,
      redisUrl: redis.url,
      customers: 10,
      writesPerSecond: options.writesPerSecond ?? 5,
    });
    loads.push(ticket);
    const callsPerSecond = options.callsPerSecond ?? 20;
    const dataApi = await startDataApiLoad({
      databaseUrl: database.urls['data-api']!,
      redisUrl: redis.url,
      customers: 4,
      // Spent within the first half of the time before the flush.
      dailyLimit: Math.max(1, Math.floor((callsPerSecond * options.beforeMs) / 1000 / 4 / 2)),
      callsPerSecond,
      flushEveryMs: 1000,
    });
    loads.push(dataApi);
    loads.push(await startGatewayLoad({ redisUrl: redis.url, pagesPerSecond: 10 }));
    log(`load running on ${redis.url}; FLUSHALL in ${options.beforeMs / 1000} s`);
    await sleep(options.beforeMs);
    const flushedAt = Date.now();
    await redis.flushAll();
    log('FLUSHALL');
    const states = (await Promise.all(loads.map((load) => load.afterFlush(flushedAt)))).flat();
    for (const state of states) {
      const took = state.ms === undefined ? 'NOT rebuilt' : `rebuilt ${state.ms} ms after the flush`;
      log(`${state.state}: ${took} — ${state.detail}`);
    }
    await sleep(Math.max(0, options.afterMs - (Date.now() - flushedAt)));
    for (const load of loads) await load.stopLoad();
    states.push(ticket.atEnd());
    const ledgers = [await ticket.ledger()];
    const usage = dataApi.usage();
    const requests = loads.reduce(
      (sum, load) => ({
        ok: sum.ok + load.requests.ok,
        failed: sum.failed + load.requests.failed,
        firstFailure: sum.firstFailure ?? load.requests.firstFailure,
      }),
      { ok: 0, failed: 0, firstFailure: undefined as string | undefined },
    );
    const isClean =
      ledgers.every((ledger) => ledger.lost === 0 && ledger.duplicated === 0) &&
      states.every((state) => state.isRebuilt) &&
      requests.failed === 0 &&
      usage.freeTrialCalls === 0;
    return { ledgers, states, usage, requests, isClean };
  } finally {
    for (const load of loads.reverse()) await load.stop().catch(() => undefined);
    await database.drop();
    await redis.stop();
  }
}

/** What the drill prints: the ledger, each state, the usage. */
export function formatRedisFlushResult(result: TRedisFlushResult): string {
  return [
    `redis-flush: ${result.requests.ok} requests answered, ${result.requests.failed} failed` +
      (result.requests.firstFailure ? ` (first: ${result.requests.firstFailure})` : ''),
    formatLedgers(result.ledgers),
    ...result.states.map(
      (state) =>
        `${state.state}: ${state.isRebuilt ? (state.ms === undefined ? 'right' : `rebuilt in ${state.ms} ms`) : 'NOT rebuilt'} (${state.detail})`,
    ),
    `data API usage: ${result.usage.calls} calls, ${result.usage.inPostgres} in PostgreSQL, ` +
      `${result.usage.lostWithRedis} lost with Redis (counted, not yet written); ` +
      `${result.usage.freeTrialCalls} trial calls admitted beyond the daily limit`,
  ].join('\n');
}
