/**
 * What `probe` answers once `isDone` accepts it, asked every 50 ms; an Error naming `what` and the
 * last answer after `timeoutMs`. For a change that arrives through Kafka: a consumer-group
 * rebalance on a busy broker can hold delivery for up to the session timeout (30 s), hence 45 s.
 */
export async function eventually<T>(
  probe: () => Promise<T>,
  isDone: (value: T) => boolean,
  what: string,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
