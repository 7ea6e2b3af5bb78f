import { randomUUID } from 'node:crypto';
import { flushUsage } from '../../../../services/data-api/src/metering/flush-usage.ts';
import { buildDataApiUnderTest } from '../../../../services/data-api/test/support/data-api-under-test.ts';
import { everyInterval, msUntil, type TFlushedLoad } from './redis-flush-state.ts';

const ref = 'football.teams';

/** Calls made, their usage in PostgreSQL at the end, usage lost with Redis, trial calls admitted beyond the limit. */
export type TUsageAfterFlush = { calls: number; inPostgres: number; lostWithRedis: number; freeTrialCalls: number };
const trialOf = (day: string) => ({ sportType: 1, day });

/**
 * The data API's counters (its RedisCounters on the drill's Redis, the usage flushed to its
 * PostgreSQL every `flushEveryMs` by its own job) under trial calls of `customers` trial keys of
 * `dailyLimit` calls, `callsPerSecond`, each admitted or refused as admit-call.ts does (the day's
 * count above the limit: refused 14005 and given back). The customers spend their day before the
 * flush. After it: how long until every customer's day counts from PostgreSQL again; at the end,
 * calls admitted beyond the limit (free calls) and calls whose usage Redis held when it was flushed.
 */
export async function startDataApiLoad(options: {
  databaseUrl: string;
  redisUrl: string;
  customers: number;
  dailyLimit: number;
  callsPerSecond: number;
  flushEveryMs: number;
}): Promise<TFlushedLoad & { usage(): TUsageAfterFlush }> {
  const { service } = await buildDataApiUnderTest(options.databaseUrl, {
    env: { REDIS_URL: options.redisUrl, USAGE_FLUSH_INTERVAL_MS: String(options.flushEveryMs) },
  });
  await service.start();
  const { counters, db } = service.deps;
  const customers = Array.from({ length: options.customers }, () => ({ userId: randomUUID(), admitted: 0, calls: 0 }));
  const dayNow = () => new Date().toISOString().slice(0, 10);
  let next = 0;
  let usage: TUsageAfterFlush = { calls: 0, inPostgres: 0, lostWithRedis: 0, freeTrialCalls: 0 };
  const calls = everyInterval(1000 / options.callsPerSecond, async () => {
    const customer = customers[next++ % customers.length]!;
    const now = new Date();
    const day = dayNow();
    const { today } = await counters.count({
      userId: customer.userId,
      ref,
      minute: Math.floor(now.getTime() / 60_000),
      trial: trialOf(day),
    });
    const isAdmitted = (today ?? 0) <= options.dailyLimit;
    if (!isAdmitted) await counters.uncountTrialCall(customer.userId, 1, day);
    customer.calls += 1;
    if (isAdmitted) customer.admitted += 1;
    await counters.record({
      userId: customer.userId,
      day,
      at: now.toISOString(),
      ref,
      path: '/v1/football/teams',
      status: isAdmitted ? 200 : 429,
      resultCode: isAdmitted ? 0 : 14005,
      latencyMs: 1,
      ip: '198.51.100.30',
    });
  });
  const recordedInPostgres = async () => {
    const { rows } = await db.$client.query<{ user_id: string; calls: string; admitted: string }>(
      `select user_id, sum(calls) as calls, sum(calls) filter (where result_code = 0) as admitted
       from data_api.usage_daily where user_id = any($1) group by user_id`,
      [customers.map((customer) => customer.userId)],
    );
    return new Map(rows.map((row) => [row.user_id, { calls: Number(row.calls), admitted: Number(row.admitted ?? 0) }]));
  };

  return {
    requests: calls.requests,
    async afterFlush(flushedAt) {
      // Rebuilt once each customer's day in Redis holds at least what PostgreSQL holds of it.
      const ms = await msUntil(
        async () => {
          const recorded = await recordedInPostgres();
          for (const { userId } of customers) {
            const inRedis = await counters.trialCallsOn(userId, 1, dayNow());
            if (inRedis < Math.min(recorded.get(userId)?.admitted ?? 0, options.dailyLimit)) return false;
          }
          return true;
        },
        flushedAt,
        30_000,
      );
      return [
        {
          state: 'data API trial day counts',
          isRebuilt: ms !== undefined,
          ms,
          detail: `${customers.length} trial customers count from PostgreSQL again; minute counts start from 0`,
        },
      ];
    },
    async stopLoad() {
      await calls.stop();
      // What is gathered reaches Redis within 100 ms; then the service's flush writes it, as at its stop.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await flushUsage(service.deps);
      const recorded = await recordedInPostgres();
      const made = customers.reduce((sum, customer) => sum + customer.calls, 0);
      const inPostgres = [...recorded.values()].reduce((sum, row) => sum + row.calls, 0);
      usage = {
        calls: made,
        inPostgres,
        lostWithRedis: made - inPostgres,
        freeTrialCalls: customers.reduce(
          (sum, customer) => sum + Math.max(0, customer.admitted - options.dailyLimit),
          0,
        ),
      };
    },
    usage: () => usage,
    stop: () => service.stop(),
  };
}
