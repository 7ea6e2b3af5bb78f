import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '@matchwire/kit/logger';
import { PollingLoop } from '@matchwire/kit/polling-loop';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { flushUsage } from '../metering/flush-usage.ts';
import { publishMatchEvents } from './publish-match-events.ts';

/** One job every interval; a failed pass is logged and the next one makes up for it. */
class IntervalJob extends PollingLoop {
  constructor(
    private readonly job: { run: () => Promise<unknown>; intervalMs: number; logger: Logger; failure: string },
  ) {
    super(true);
  }

  protected async pass(): Promise<number> {
    try {
      await this.job.run();
    } catch (error) {
      this.job.logger.error({ err: error }, this.job.failure);
    }
    return this.job.intervalMs;
  }

  /** Stops, then runs once more: what was pending is written before the pool closes. */
  async stopAfterLastPass(): Promise<void> {
    await this.stop();
    await this.pass();
  }
}

/** The live simulator's publisher: a pass every interval (the one replica holding the lease publishes). */
export function matchEventPublisher(deps: TDataApiDeps, intervalMs: number): IntervalJob {
  const owner = `${hostname()}-${randomUUID()}`;
  return new IntervalJob({
    run: () => publishMatchEvents(deps, owner),
    intervalMs,
    logger: deps.logger,
    failure: 'match events not published this pass; the next pass catches up',
  });
}

/** Writes the usage counters to PostgreSQL every interval, and once more when the service stops. */
export function usageFlusher(deps: TDataApiDeps, intervalMs: number): IntervalJob {
  return new IntervalJob({
    run: () => flushUsage(deps),
    intervalMs,
    logger: deps.logger,
    failure: 'usage not written this pass; kept for the next',
  });
}
