import { startTcpProxy } from '../../../../test/support/tcp-proxy.ts';
import { waitUntilAppliedBefore } from './ledger.ts';
import { drillBrokers, withDrillRun, type TDrillResult } from './drill-run.ts';
import { requestCounts, sleep, startTraffic, stopRequests } from './traffic.ts';

const services = ['account', 'ticket'];

/**
 * PostgreSQL restarted under traffic: the services reach the shared PostgreSQL through a proxy;
 * the drill ends every session of theirs on the server (`pg_terminate_backend`, what a restart
 * does to them: transactions in flight roll back) and refuses new connections for `downMs`, then
 * lets them in again. Requests fail while the database is away (nothing of theirs is committed);
 * afterwards the services must answer again without a restart, and every event committed must be
 * published and applied once (relays and consumers survive, claims and leases included).
 */
export async function runPostgresRestartDrill(options: {
  downMs: number;
  beforeMs?: number;
  afterMs?: number;
  writesPerSecond?: number;
  /** How long to wait for every event to be applied after PostgreSQL's return (default 3 min). */
  recoveryTimeoutMs?: number;
}): Promise<TDrillResult> {
  return withDrillRun('postgres-restart', services, async (run) => {
    const target = new URL(run.database.urls[services[0]!]!).host;
    const proxy = await startTcpProxy({ target });
    try {
      const traffic = startTraffic(run, {
        services,
        brokers: drillBrokers,
        writesPerSecond: options.writesPerSecond ?? 10,
        url: (url) => url.replace(`@${target}/`, `@${proxy.address}/`),
      });
      try {
        await sleep(options.beforeMs ?? 5000);
        run.log(
          `PostgreSQL down for ${options.downMs / 1000} s (${JSON.stringify(requestCounts(traffic))} requests so far)`,
        );
        proxy.cut();
        const { rowCount } = await run.admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'event-drill'`,
          [run.database.name],
        );
        await sleep(options.downMs);
        proxy.restore();
        const restoredAt = Date.now();
        const atReturn = requestCounts(traffic);
        run.log(`PostgreSQL back (${rowCount} sessions ended; ${JSON.stringify(atReturn)} requests so far)`);
        let answeringAgainMs: number | undefined;
        while (answeringAgainMs === undefined && Date.now() - restoredAt < 60_000) {
          if (requestCounts(traffic).ok > atReturn.ok) answeringAgainMs = Date.now() - restoredAt;
          else await sleep(100);
        }
        const recoveryMs = await waitUntilAppliedBefore(run.admin, services, {
          before: new Date(restoredAt),
          since: restoredAt,
          timeoutMs: options.recoveryTimeoutMs ?? 3 * 60_000,
        });
        await sleep(Math.max(0, (options.afterMs ?? 5000) - (Date.now() - restoredAt)));
        const requests = await stopRequests(traffic);
        run.notes.push(
          `PostgreSQL away ${options.downMs / 1000} s (${rowCount} sessions ended); ${requests.ok} requests answered, ` +
            `${requests.failed} refused while it was away; answering again ` +
            (answeringAgainMs === undefined
              ? 'NOT within 60 s'
              : `${(answeringAgainMs / 1000).toFixed(1)} s after its return`) +
            '; everything committed before its return applied ' +
            (recoveryMs === undefined
              ? `NOT within ${(options.recoveryTimeoutMs ?? 3 * 60_000) / 1000} s`
              : `${(recoveryMs / 1000).toFixed(1)} s after it`),
        );
        run.failures += (answeringAgainMs === undefined ? 1 : 0) + (recoveryMs === undefined ? 1 : 0);
        return await run.finish({ timeoutMs: recoveryMs === undefined ? 5000 : 120_000 });
      } finally {
        await traffic.stop();
      }
    } finally {
      await proxy.close();
    }
  });
}
