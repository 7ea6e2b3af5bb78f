/**
 * What bench/mixed-journey.ts counts: per step (one kind of request) and in total, the requests,
 * the failures by reason and the latency percentiles, interpolated between ranks as k6 and
 * bench/ssr-load.ts report them.
 */

/** Why a request failed: an HTTP status ≥ 400, no answer in time, a 200 with the wrong content, or no answer at all. */
export type TFailure = 'status' | 'timeout' | 'wrong answer' | 'error' | 'not sent';

type TStepTally = { durations: number[]; failures: Record<TFailure, number>; statuses: Map<number, number> };

export type TStepFigures = {
  step: string;
  requests: number;
  failed: number;
  failedRate: number;
  failures: Partial<Record<TFailure, number>>;
  /** HTTP statuses ≥ 400 seen, with their counts. */
  badStatuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/** As k6 computes a trend's percentile: linear between the two nearest ranks. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

const noFailures = (): Record<TFailure, number> => ({
  status: 0,
  timeout: 0,
  'wrong answer': 0,
  error: 0,
  'not sent': 0,
});

/** The requests of one period (a find-rate step, or the whole hold), by step. */
export class Tally {
  private readonly steps = new Map<string, TStepTally>();
  /** The first few failures, described, for the report. */
  readonly examples: string[] = [];

  private stepOf(step: string): TStepTally {
    let tally = this.steps.get(step);
    if (!tally) {
      tally = { durations: [], failures: noFailures(), statuses: new Map() };
      this.steps.set(step, tally);
    }
    return tally;
  }

  /** One request answered (ms set) or not (ms undefined: timed out, refused, never sent). */
  record(step: string, ms: number | undefined, failure?: TFailure, detail?: { status?: number; text?: string }): void {
    const tally = this.stepOf(step);
    if (ms !== undefined) tally.durations.push(ms);
    if (detail?.status !== undefined && detail.status >= 400)
      tally.statuses.set(detail.status, (tally.statuses.get(detail.status) ?? 0) + 1);
    if (!failure) return;
    tally.failures[failure] += 1;
    if (this.examples.length < 20)
      this.examples.push(`${step}: ${failure} ${detail?.status ?? ''} ${detail?.text ?? ''}`.trim());
  }

  private figuresOf(step: string, tallies: TStepTally[]): TStepFigures {
    const sorted = tallies.flatMap((tally) => tally.durations).sort((a, b) => a - b);
    const failures = noFailures();
    const badStatuses: Record<string, number> = {};
    for (const tally of tallies) {
      for (const [reason, count] of Object.entries(tally.failures)) failures[reason as TFailure] += count;
      for (const [status, count] of tally.statuses) badStatuses[status] = (badStatuses[status] ?? 0) + count;
    }
    const failed = Object.values(failures).reduce((sum, count) => sum + count, 0);
    // Requests that got an answer, plus those that did not (timeouts, errors, not sent).
    const requests = sorted.length + failures.timeout + failures.error + failures['not sent'];
    return {
      step,
      requests,
      failed,
      failedRate: requests ? failed / requests : 0,
      failures: Object.fromEntries(Object.entries(failures).filter(([, count]) => count > 0)),
      badStatuses,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
    };
  }

  /** Each step's figures, by name, and the total over every request. */
  figures(): { steps: TStepFigures[]; total: TStepFigures } {
    const names = [...this.steps.keys()].sort();
    return {
      steps: names.map((name) => this.figuresOf(name, [this.steps.get(name)!])),
      total: this.figuresOf('total', [...this.steps.values()]),
    };
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

/** A table of the figures, one line per step and the total. */
export function figuresTable(figures: { steps: TStepFigures[]; total: TStepFigures }, seconds: number): string[] {
  const lines = ['step                      requests    req/s  failed   p50 ms   p95 ms   p99 ms   max ms  failures'];
  for (const row of [...figures.steps, figures.total]) {
    const reasons = [
      ...Object.entries(row.failures).map(([reason, count]) => `${reason} ${count}`),
      ...Object.entries(row.badStatuses).map(([status, count]) => `HTTP ${status}×${count}`),
    ].join(', ');
    lines.push(
      [
        row.step.padEnd(24),
        String(row.requests).padStart(10),
        (row.requests / seconds).toFixed(1).padStart(8),
        `${(row.failedRate * 100).toFixed(2)}%`.padStart(7),
        ms(row.p50).padStart(8),
        ms(row.p95).padStart(8),
        ms(row.p99).padStart(8),
        ms(row.max).padStart(8),
        ` ${reasons}`,
      ].join(' '),
    );
  }
  return lines;
}
