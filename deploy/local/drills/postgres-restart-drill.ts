/**
 * The PostgreSQL restart drill of issue 17: every session of the services ended and the database
 * away for `--seconds` under traffic; the services must answer again by themselves and every
 * committed event must be applied once.
 *
 *   npx tsx deploy/local/drills/postgres-restart-drill.ts [--seconds 20]
 *
 * The services reach the shared PostgreSQL through a proxy the drill cuts and only their own
 * sessions are ended: safe beside `npm test`. Exits 1 when the services did not recover or any
 * event was lost or applied twice.
 */
import { parseArgs } from 'node:util';
import { formatDrillResult } from './events/drill-run.ts';
import { runPostgresRestartDrill } from './events/postgres-restart.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const result = await runPostgresRestartDrill({
  downMs: Number(values.seconds) * 1000,
  beforeMs: 10_000,
  afterMs: 10_000,
});
console.log(formatDrillResult(result));
process.exit(result.isClean ? 0 : 1);
