import { enqueueDrillEvents } from './drill-database.ts';
import { startDrillNode } from './drill-process.ts';
import { drillBrokers, withDrillRun, type TDrillResult } from './drill-run.ts';
import { startInProcess } from './traffic.ts';

const service = 'relay_drill';

/**
 * A relay killed with SIGKILL in the middle of a publish, `kills` times in a row: a backlog waits
 * in the outbox; each life of the relay process is killed a few milliseconds after one of its
 * publishes began (before or after Kafka acknowledged it, before the rows were marked), and the
 * next life takes over at once (a standby, loaded ahead). Then one relay drains what is left (rows
 * claimed by a killed relay return when their lease ends) and the consumer applies everything:
 * every row must reach Kafka at least once and be applied exactly once.
 */
export async function runRelayKillDrill(options: {
  kills: number;
  rowsPerKill?: number;
  /** Relay processes loading ahead (a process takes seconds to load on a busy machine). */
  standbys?: number;
}): Promise<TDrillResult> {
  return withDrillRun('relay-kill', [service], async (run) => {
    // At most two batches of 50 are marked per life: 100 rows a kill never run dry.
    const rows = options.kills * Math.max(100, options.rowsPerKill ?? 100);
    await enqueueDrillEvents(run.admin, service, run.topicOf(service), rows);
    run.log(`${rows} events waiting in the outbox; killing the relay ${options.kills} times mid-publish`);
    const env = {
      DRILL_SERVICES: run.nodeServices([service]),
      DRILL_BROKERS: drillBrokers.join(','),
      DRILL_BATCH: '50',
      DRILL_LEASE_MS: '2000',
    };
    const startedAt = Date.now();
    const standby = () => {
      const starting = startDrillNode(`relay-kill-${run.run}`, {
        ...env,
        DRILL_ROLES: 'relay',
        DRILL_START_ON_SIGNAL: '1',
      });
      starting.catch(() => undefined); // awaited in turn; a failure is thrown there
      return starting;
    };
    const standbys = Array.from({ length: options.standbys ?? 3 }, standby);
    try {
      for (let kill = 1; kill <= options.kills; kill++) {
        const relay = await standbys.shift()!;
        if (standbys.length < options.kills - kill) standbys.push(standby());
        try {
          // Its first or second publish, 0–15 ms after it began: inside the send or just after it.
          const publishes = 1 + Math.floor(Math.random() * 2);
          let seen = 0;
          const chosen = relay.next('publishing', () => ++seen === publishes, 60_000);
          relay.signal('SIGUSR1');
          await chosen;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
        } finally {
          await relay.kill();
        }
        if (kill % 10 === 0) run.log(`killed ${kill} times`);
      }
    } finally {
      for (const waiting of standbys) await (await waiting.catch(() => undefined))?.kill();
    }
    run.notes.push(
      `relay killed ${options.kills} times mid-publish in ${Math.round((Date.now() - startedAt) / 1000)} s`,
    );
    const drainedAt = Date.now();
    const last = startInProcess(run, { services: [service], brokers: drillBrokers, roles: ['relay', 'consumer'] });
    try {
      const result = await run.finish({ timeoutMs: 180_000 });
      run.notes.push(
        result.ledgers.every((ledger) => ledger.lost === 0)
          ? `backlog published and applied ${Math.round((Date.now() - drainedAt) / 1000)} s after the last kill`
          : 'backlog NOT all applied',
      );
      return result;
    } finally {
      await last.stop();
    }
  });
}
