/**
 * The relay-kill drill (issue 17): the outbox relay killed with SIGKILL in the middle of a publish,
 * 100 times in a row, then every row counted at Kafka and at the consumer.
 *
 *   npx tsx deploy/local/drills/relay-kill-drill.ts [--kills 100] [--rows-per-kill 100]
 *
 * Runs against the shared PostgreSQL and Kafka (a private database and topics of its own): safe
 * beside `npm test`. Exits 1 when any event was lost or applied twice.
 */
import { parseArgs } from 'node:util';
import { formatDrillResult } from './events/drill-run.ts';
import { runRelayKillDrill } from './events/relay-kill.ts';

const { values } = parseArgs({
  options: { kills: { type: 'string', default: '100' }, 'rows-per-kill': { type: 'string', default: '100' } },
});
const result = await runRelayKillDrill({ kills: Number(values.kills), rowsPerKill: Number(values['rows-per-kill']) });
console.log(formatDrillResult(result));
process.exit(result.isClean ? 0 : 1);
