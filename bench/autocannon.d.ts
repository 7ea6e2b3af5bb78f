/** The part of autocannon's API (v9, no published types) that the bench scripts use. */
declare module 'autocannon' {
  interface TRequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface TOptions {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: TRequestParams) => TRequestParams }[];
  }

  interface TResult {
    /** Requests per second over the run (bench/data-api-hot-path.ts). */
    requests: { average: number };
    /** Milliseconds. */
    latency: { p50: number; p99: number };
    /** Answers with a status outside 2xx. */
    non2xx: number;
    /** Requests without an answer, timeouts included. */
    errors: number;
    timeouts: number;
    duration: number;
  }

  interface TInstance extends PromiseLike<TResult> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
  }

  function autocannon(options: TOptions): TInstance;
  export default autocannon;
}
