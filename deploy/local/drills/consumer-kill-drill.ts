/**
 * The consumer-kill drill (issue 17): a consumer killed with SIGKILL between applying an event's
 * effect and committing it, `--kills` times; every event must be applied exactly once.
 *
 *   npx tsx deploy/local/drills/consumer-kill-drill.ts [--kills 20] [--effect-through-pool]
 *
 * `--effect-through-pool` commits the effect apart from the inbox row (what a handler without the
 * inbox's transaction does) and shows the doubles that causes. Exits 1 when any event was lost or applied twice.
 */
import { parseArgs } from 'node:util';
import { runConsumerKillDrill } from './events/consumer-kill.ts';
import { formatDrillResult } from './events/drill-run.ts';

const { values } = parseArgs({
  options: { kills: { type: 'string', default: '20' }, 'effect-through-pool': { type: 'boolean', default: false } },
});
const result = await runConsumerKillDrill({
  kills: Number(values.kills),
  effectThroughPool: values['effect-through-pool'],
});
console.log(formatDrillResult(result));
process.exit(result.isClean ? 0 : 1);
