import { enqueueDrillEvents } from './drill-database.ts';
import { startDrillNode } from './drill-process.ts';
import { drillBrokers, withDrillRun, type TDrillResult } from './drill-run.ts';
import { startInProcess } from './traffic.ts';

const service = 'consumer_drill';

/**
 * A consumer killed with SIGKILL while handling, `kills` times: each life of the consumer process
 * holds one of its first events after applying its effect and before committing (the inbox row
 * and the effect in one transaction), and is killed there; the next life gets the event again
 * (its offset was never committed). Every event must be applied exactly once in the end.
 * `effectThroughPool` commits the effect on its own instead, as a handler without the inbox's
 * transaction would: the drill then shows each killed event applied twice.
 */
export async function runConsumerKillDrill(options: {
  kills: number;
  events?: number;
  effectThroughPool?: boolean;
}): Promise<TDrillResult> {
  return withDrillRun('consumer-kill', [service], async (run) => {
    const events = options.events ?? Math.max(50, options.kills * 5);
    const env = {
      DRILL_SERVICES: run.nodeServices([service]),
      DRILL_BROKERS: drillBrokers.join(','),
      DRILL_EFFECT_THROUGH_POOL: options.effectThroughPool ? '1' : '',
    };
    const relay = startInProcess(run, { services: [service], brokers: drillBrokers, roles: ['relay'] });
    try {
      await enqueueDrillEvents(run.admin, service, run.topicOf(service), events);
      run.log(`${events} events sent; killing the consumer ${options.kills} times between effect and commit`);
      const held = new Set<string>();
      for (let kill = 1; kill <= options.kills; kill++) {
        const holdAt = String(1 + Math.floor(Math.random() * 3));
        const consumer = await startDrillNode(`consumer-kill-${run.run}`, {
          ...env,
          DRILL_ROLES: 'consumer',
          DRILL_HOLD_AT: holdAt,
        });
        try {
          const [eventId] = await consumer.next('held', () => true, 60_000);
          held.add(eventId!);
        } finally {
          await consumer.kill();
        }
      }
      run.notes.push(
        `consumer killed ${options.kills} times between effect and commit (${held.size} distinct events held)`,
      );
      const startedAt = Date.now();
      const consumer = startInProcess(run, { services: [service], brokers: drillBrokers, roles: ['consumer'] });
      try {
        const result = await run.finish({ timeoutMs: 90_000 });
        run.notes.push(
          result.ledgers.every((ledger) => ledger.lost === 0)
            ? `all applied ${Math.round((Date.now() - startedAt) / 1000)} s after the last kill`
            : 'NOT all applied',
        );
        return result;
      } finally {
        await consumer.stop();
      }
    } finally {
      await relay.stop();
    }
  });
}
