import type { TDrillRun } from './drill-run.ts';
import { startDrillServices, type TDrillServices } from './drill-services.ts';

/**
 * Drill services in the drill's own process (nothing to kill there): the services taking requests
 * throughout a Kafka or PostgreSQL drill, or a relay and consumer beside a process the drill kills.
 */
export function startInProcess(
  run: TDrillRun,
  options: {
    services: string[];
    brokers: string[];
    roles: string[];
    writesPerSecond?: number;
    url?: (url: string) => string;
  },
): TDrillServices {
  return startDrillServices({
    services: JSON.parse(run.nodeServices(options.services, options.url)) as Array<{
      service: string;
      url: string;
      topic: string;
    }>,
    brokers: options.brokers,
    roles: new Set(options.roles),
    writesPerSecond: options.writesPerSecond ?? 10,
    leaseMs: 5000,
    batchSize: 100,
    holdAt: 0,
    isEffectThroughPool: false,
    isRelayOnSignal: false,
    logLevel: process.env.DRILL_LOG_LEVEL ?? 'silent',
    say: () => undefined,
  });
}

/** The services taking requests (writer, relay and consumer each). */
export function startTraffic(
  run: TDrillRun,
  options: { services: string[]; brokers: string[]; writesPerSecond: number; url?: (url: string) => string },
): TDrillServices {
  return startInProcess(run, { ...options, roles: ['writer', 'relay', 'consumer'] });
}

/** The requests answered and failed so far. */
export function requestCounts(traffic: TDrillServices): { ok: number; failed: number } {
  return { ...traffic.writes };
}

/** Stops the requests and answers the final counts (after the inserts in flight have answered). */
export async function stopRequests(traffic: TDrillServices): Promise<{ ok: number; failed: number }> {
  traffic.stopWriting();
  await sleep(6000);
  return requestCounts(traffic);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
