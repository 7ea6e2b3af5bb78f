/**
 * Runs a pass over work waiting in a table, again and again: after the delay the pass asks for, at
 * once when kicked (a kick during a pass runs another one right after it), never two at a time.
 * The outbox relay and the notification's mail sender are both this loop around their own pass.
 */
export abstract class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private hasPendingKick = false;
  private isStopped: boolean;

  /** `isStoppedUntilStarted`: a kick before `start()` is ignored (else it runs a pass). */
  constructor(isStoppedUntilStarted: boolean) {
    this.isStopped = isStoppedUntilStarted;
  }

  /** One pass; catches its own errors and returns how long to wait before the next one. */
  protected abstract pass(): Promise<number>;

  /** While above 0, the wait after a pass whatever it asked for, kicks included (a dependency is down). */
  protected backoffMs(): number {
    return 0;
  }

  start(): void {
    this.isStopped = false;
    this.schedule(0);
  }

  /** Run a pass now instead of waiting for the next poll. */
  kick(): void {
    if (this.isStopped) return;
    if (this.running) {
      this.hasPendingKick = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and waits for the pass in flight (what it could not finish is picked up by the next start). */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.cycle().finally(() => {
        this.running = undefined;
      });
    }, delayMs);
  }

  private async cycle(): Promise<void> {
    let nextDelay = await this.pass();
    if (this.hasPendingKick) {
      this.hasPendingKick = false;
      nextDelay = 0;
    }
    const backoffMs = this.backoffMs();
    if (backoffMs > 0) nextDelay = backoffMs;
    if (!this.isStopped) this.schedule(nextDelay);
  }
}
