/**
 * The Redis flush drill of issue 17: FLUSHALL under load on the ticket service (unread counters),
 * the data API (frequency and trial counters, pending usage) and the gateway (rate limits, page
 * cache); each must rebuild by itself, no ticket event lost or applied twice, no trial call free.
 *
 *   npx tsx deploy/local/drills/redis-flush-drill.ts [--before 20] [--after 20]
 *
 * It starts a redis-server of its own on a free port and a private database: safe beside
 * `npm test`. Exits 1 when anything was lost, applied twice or not rebuilt, or a request failed.
 */
import { parseArgs } from 'node:util';
import { formatRedisFlushResult, runRedisFlushDrill } from './events/redis-flush.ts';

const { values } = parseArgs({
  options: { before: { type: 'string', default: '20' }, after: { type: 'string', default: '20' } },
});
const result = await runRedisFlushDrill({
  beforeMs: Number(values.before) * 1000,
  afterMs: Number(values.after) * 1000,
});
console.log(formatRedisFlushResult(result));
process.exit(result.isClean ? 0 : 1);
