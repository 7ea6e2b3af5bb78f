/**
 * The Kafka outage drill of issue 17: Kafka gone for `--seconds` (30, and 300 for the long one)
 * while account, billing, ticket, animation and data-api keep taking requests that write events
 * through their outboxes; then every event counted at its consumer.
 *
 *   npx tsx deploy/local/drills/kafka-outage-drill.ts [--seconds 30] [--writes-per-second 10]
 *
 * The services reach the shared Kafka through a proxy the drill cuts, so nothing else is disturbed
 * (safe beside `npm test`). Exits 1 when a request failed or any event was lost or applied twice.
 * For the whole site with real visitors (and Redis down too), see outage-drill.ts.
 */
import { parseArgs } from 'node:util';
import { formatDrillResult } from './events/drill-run.ts';
import { runKafkaOutageDrill } from './events/kafka-outage.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '30' }, 'writes-per-second': { type: 'string', default: '10' } },
});
const result = await runKafkaOutageDrill({
  outageMs: Number(values.seconds) * 1000,
  writesPerSecond: Number(values['writes-per-second']),
  beforeMs: 10_000,
  afterMs: 10_000,
});
console.log(formatDrillResult(result));
process.exit(result.isClean ? 0 : 1);
