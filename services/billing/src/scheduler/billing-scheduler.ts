import type { TServiceApp } from '@matchwire/kit/http/create-service-app';
import { createCounter } from '@matchwire/kit/http/metrics';
import type { Logger } from '@matchwire/kit/logger';
import { PollingLoop } from '@matchwire/kit/polling-loop';
import type { TBillingDeps } from '../billing-deps.ts';
import type { TBillingJob } from './billing-job.ts';
import { endTrials } from './jobs/end-trials.ts';
import { expireSandboxCheckouts } from './jobs/expire-sandbox-checkouts.ts';
import { expireSubscriptions } from './jobs/expire-subscriptions.ts';
import { finishPendingRefunds } from './jobs/finish-pending-refunds.ts';
import { noticeExpiringSubscriptions } from './jobs/notice-expiring-subscriptions.ts';
import { noticeEndingTrials } from './jobs/notice-ending-trials.ts';
import { renewSubscriptions } from './jobs/renew-subscriptions.ts';

/**
 * The billing scheduler's jobs, run in this order on every pass (docs/contracts/billing.md#the-scheduler).
 *
 * Adding a job (a renewal, a retry of a failed one, …): write `jobs/<verb-noun>.ts` exporting a
 * `TBillingJob` built with `dueRowJob` (billing-job.ts): a `claimNext` that selects ONE due row
 * `FOR UPDATE SKIP LOCKED` (its WHERE is what makes it due, so the change `handle` makes must take
 * it out of that WHERE, or it will be picked again), and a `handle` that changes it and publishes
 * its events in the transaction it is given. Then add it to this list. Each row gets its own
 * transaction; a row whose handling throws is logged and left for the next pass.
 * The jobs' due rows do not overlap (a notice is due only before its end, an end only after it;
 * renewal takes the subscriptions that renew, expiry the others), so their order changes nothing.
 */
export const billingJobs: readonly TBillingJob[] = [
  noticeEndingTrials,
  endTrials,
  noticeExpiringSubscriptions,
  expireSubscriptions,
  renewSubscriptions,
  expireSandboxCheckouts,
  finishPendingRefunds,
];

type TCounter<TLabel extends string> = ReturnType<typeof createCounter<TLabel>>;

export type TSchedulerOptions = {
  /** The wait between passes (`BILLING_SCHEDULER_INTERVAL_MS`). */
  intervalMs: number;
  /**
   * The service's metrics registry: `billing_scheduler_passes_total` (a rate of 0 means no replica's
   * scheduler runs) and `billing_scheduler_rows_total{job, outcome}` (`done`, `failed`).
   */
  metrics?: TServiceApp['metrics'];
  /** How many rows one job handles in a pass before the next job gets its turn. */
  batchSize?: number;
  jobs?: readonly TBillingJob[];
};

/**
 * Runs the billing jobs again and again (every `intervalMs`; at once again after a pass where a job
 * filled its batch). Safe with several replicas and across restarts: every job claims its rows with
 * `FOR UPDATE SKIP LOCKED`, changes each in its own transaction together with the events it
 * publishes, and the change takes the row out of what is due, so nothing is done twice.
 * Tests call `runOnce()` with the injected clock instead of waiting.
 */
export class BillingScheduler extends PollingLoop {
  private readonly logger: Logger;
  private readonly batchSize: number;
  private readonly jobs: readonly TBillingJob[];
  private readonly passes?: TCounter<never>;
  private readonly rows?: TCounter<'job' | 'outcome'>;

  constructor(
    private readonly deps: TBillingDeps,
    private readonly options: TSchedulerOptions,
  ) {
    super(true);
    this.logger = deps.logger.child({ component: 'billing-scheduler' });
    this.batchSize = options.batchSize ?? 50;
    this.jobs = options.jobs ?? billingJobs;
    if (options.metrics) {
      this.passes = createCounter(options.metrics, 'billing_scheduler_passes_total', 'Billing scheduler passes run');
      this.rows = createCounter(
        options.metrics,
        'billing_scheduler_rows_total',
        'Rows the billing scheduler handled (done) or rolled back to retry next pass (failed), by job',
        ['job', 'outcome'],
      );
    }
  }

  /** One pass of every job at the clock's now; how many rows each job handled, by job name. */
  async runOnce(): Promise<Record<string, number>> {
    const now = this.deps.clock();
    const handled: Record<string, number> = {};
    for (const job of this.jobs) {
      const onRowFailed = () => this.rows?.inc({ job: job.name, outcome: 'failed' });
      try {
        handled[job.name] = await job.run({
          deps: this.deps,
          now,
          batchSize: this.batchSize,
          logger: this.logger,
          onRowFailed,
        });
        this.rows?.inc({ job: job.name, outcome: 'done' }, handled[job.name]);
      } catch (error) {
        handled[job.name] = 0;
        this.logger.error({ err: error, job: job.name }, 'billing job failed; its rows stay due for the next pass');
      }
    }
    this.passes?.inc();
    const total = Object.values(handled).reduce((sum, count) => sum + count, 0);
    if (total > 0) this.logger.info({ handled }, 'billing scheduler pass');
    return handled;
  }

  protected async pass(): Promise<number> {
    try {
      const handled = await this.runOnce();
      // A full batch means more may be waiting: go again at once.
      if (Object.values(handled).some((count) => count >= this.batchSize)) return 0;
    } catch (error) {
      this.logger.error({ err: error }, 'billing scheduler pass failed');
    }
    return this.options.intervalMs;
  }
}
