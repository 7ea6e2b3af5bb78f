/** How far back answers are kept: a trial asks its delay (2 minutes) in the past. */
const keptSeconds = 300;

/**
 * Answers serialised once per second: every caller asking the same interface with the same
 * parameters for the same second (live scores polled by many customers) gets the same bytes,
 * generated and serialised once. A trial's answer is for an earlier second (its delay), so it has
 * entries of its own. Seconds older than five minutes are dropped as the clock moves on.
 */
export class AnswerCache {
  private readonly bySecond = new Map<number, Map<string, string>>();
  private newestSecond = 0;

  constructor(private readonly maxEntriesPerSecond = 2000) {}

  get(key: string, at: Date): string | undefined {
    return this.bySecond.get(Math.floor(at.getTime() / 1000))?.get(key);
  }

  set(key: string, at: Date, body: string): void {
    const second = Math.floor(at.getTime() / 1000);
    if (second > this.newestSecond) this.dropBefore((this.newestSecond = second) - keptSeconds);
    const entries = this.bySecond.get(second) ?? new Map<string, string>();
    if (entries.size >= this.maxEntriesPerSecond) return;
    entries.set(key, body);
    this.bySecond.set(second, entries);
  }

  private dropBefore(oldest: number): void {
    for (const second of this.bySecond.keys()) if (second < oldest) this.bySecond.delete(second);
  }
}
