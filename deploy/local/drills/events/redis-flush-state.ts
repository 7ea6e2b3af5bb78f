/** One piece of state the services keep in Redis, after the flush: rebuilt or not, and how long it took. */
export type TStateCheck = { state: string; isRebuilt: boolean; ms: number | undefined; detail: string };

/** A load on one service while the drill runs: stopped, then checked once the flush is over. */
export type TFlushedLoad = {
  /** What this load has done so far (requests answered and failed, the first failure's error). */
  requests: { ok: number; failed: number; firstFailure?: string };
  /** Called right after FLUSHALL: how each piece of state it keeps in Redis came back. */
  afterFlush(flushedAt: number): Promise<TStateCheck[]>;
  stopLoad(): Promise<void>;
  stop(): Promise<void>;
};

/** Milliseconds from `since` until `probe` answers true (asked every 50 ms), or undefined after `timeoutMs`. */
export async function msUntil(probe: () => Promise<boolean>, since: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** Runs `step` every `everyMs` until stopped, counting answered and failed steps; stop waits for the one in flight. */
export function everyInterval(everyMs: number, step: () => Promise<void>) {
  const requests = { ok: 0, failed: 0, firstFailure: undefined as string | undefined };
  let inFlight = Promise.resolve();
  const timer = setInterval(() => {
    inFlight = inFlight.then(() =>
      step().then(
        () => void (requests.ok += 1),
        (error: unknown) => {
          requests.failed += 1;
          requests.firstFailure ??= String(error);
        },
      ),
    );
  }, everyMs);
  return {
    requests,
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
