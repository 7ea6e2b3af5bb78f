import { startTcpProxy } from '../../../../test/support/tcp-proxy.ts';
import { waitUntilAppliedBefore } from './ledger.ts';
import { drillBrokers, withDrillRun, type TDrillResult } from './drill-run.ts';
import { requestCounts, sleep, startTraffic, stopRequests } from './traffic.ts';

/** The services that write events through their outbox (issue 17): each gets its own outbox here. */
export const eventWritingServices = ['account', 'billing', 'ticket', 'animation', 'data-api'];

/**
 * Kafka stopped for `outageMs` while every event-writing service keeps taking requests. The
 * services reach Kafka through a proxy the drill cuts (connections reset, new ones refused), so
 * for them Kafka is gone while the shared broker keeps serving everyone else. Every request must
 * still succeed (its event waits in the outbox), and once Kafka is back every event must be
 * applied once: recovery is the time from Kafka's return until the last event written during the
 * outage was applied.
 */
export async function runKafkaOutageDrill(options: {
  outageMs: number;
  beforeMs?: number;
  afterMs?: number;
  writesPerSecond?: number;
  services?: string[];
  /** How long to wait for every event to be applied after Kafka's return (default 5 min). */
  recoveryTimeoutMs?: number;
}): Promise<TDrillResult> {
  const services = options.services ?? eventWritingServices;
  return withDrillRun('kafka-outage', services, async (run) => {
    const proxy = await startTcpProxy({ target: drillBrokers[0]!, isKafka: true });
    try {
      const traffic = startTraffic(run, {
        services,
        brokers: [proxy.address],
        writesPerSecond: options.writesPerSecond ?? 10,
      });
      try {
        await sleep(options.beforeMs ?? 5000);
        run.log(
          `Kafka cut for ${options.outageMs / 1000} s (${JSON.stringify(requestCounts(traffic))} requests so far)`,
        );
        proxy.cut();
        await sleep(options.outageMs);
        proxy.restore();
        const restoredAt = Date.now();
        const duringOutage = requestCounts(traffic);
        run.log(`Kafka back (${JSON.stringify(duringOutage)} requests so far)`);
        const recoveryMs = await waitUntilAppliedBefore(run.admin, services, {
          before: new Date(restoredAt),
          since: restoredAt,
          timeoutMs: options.recoveryTimeoutMs ?? 5 * 60_000,
        });
        await sleep(Math.max(0, (options.afterMs ?? 5000) - (Date.now() - restoredAt)));
        const requests = await stopRequests(traffic);
        run.notes.push(
          `Kafka cut ${options.outageMs / 1000} s; ${services.length} services took ${requests.ok} requests, ` +
            `${requests.failed} failed; everything written before Kafka's return applied ` +
            (recoveryMs === undefined
              ? `NOT within ${(options.recoveryTimeoutMs ?? 5 * 60_000) / 1000} s`
              : `${(recoveryMs / 1000).toFixed(1)} s after it`),
        );
        run.failures += requests.failed + (recoveryMs === undefined ? 1 : 0);
        return await run.finish({ timeoutMs: recoveryMs === undefined ? 5000 : 120_000 });
      } finally {
        await traffic.stop();
      }
    } finally {
      await proxy.close();
    }
  });
}
