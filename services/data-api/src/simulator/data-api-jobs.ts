import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { PollingLoop } from '@matchwire/kit/polling-loop';
import type { TDataApiDeps } from '../data-api-deps.ts';
import { flushUsage } from '../metering/flush-usage.ts';
import { publishMatchEvents } from './publish-match-events.ts';

/** The live simulator's publisher: a pass every interval (the one replica holding the lease publishes). */
export class MatchEventPublisher extends PollingLoop {
  private readonly owner = `${hostname()}-${randomUUID()}`;

  constructor(
    private readonly deps: TDataApiDeps,
    private readonly intervalMs: number,
  ) {
    super(true);
  }

  protected async pass(): Promise<number> {
    try {
      await publishMatchEvents(this.deps, this.owner);
    } catch (error) {
      this.deps.logger.error({ err: error }, 'match events not published this pass; the next pass catches up');
    }
    return this.intervalMs;
  }
}

/** Writes the usage counters to PostgreSQL every interval, and once more when the service stops. */
export class UsageFlusher extends PollingLoop {
  constructor(
    private readonly deps: TDataApiDeps,
    private readonly intervalMs: number,
  ) {
    super(true);
  }

  protected async pass(): Promise<number> {
    try {
      await flushUsage(this.deps);
    } catch (error) {
      this.deps.logger.error({ err: error }, 'usage not written this pass; kept for the next');
    }
    return this.intervalMs;
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.pass();
  }
}
