import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';

export type TReadinessCheck = { name: string; check: () => Promise<void> };

/** Set once shutdown begins: `/readyz` answers 503 from then on, so the pod leaves its Service first. */
export type TLifecycle = { isStopping: boolean };

const CHECK_TIMEOUT_MS = 2000;

const DEPENDENCY_POLL_MS = 5000;

/**
 * The last known state of the dependencies a process serves without (Kafka, Redis), checked in
 * the background every few seconds so that neither `/readyz` nor a scrape ever waits on a dead
 * broker. `unknown` until the first check has answered.
 */
export class DependencyStates {
  private states: Record<string, 'ok' | 'down' | 'unknown'>;
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(private readonly checks: TReadinessCheck[]) {
    this.states = Object.fromEntries(checks.map(({ name }) => [name, 'unknown' as const]));
  }

  start(): void {
    if (this.checks.length === 0 || this.timer) return;
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), DEPENDENCY_POLL_MS).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  snapshot(): Record<string, 'ok' | 'down' | 'unknown'> {
    return { ...this.states };
  }

  private refresh(): Promise<void> {
    this.refreshing ??= runChecks(this.checks, () => undefined)
      .then((states) => void (this.states = states))
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }
}

/**
 * `/healthz`: the process is alive. `/readyz`: the process can serve — only what it cannot serve
 * without (`required`: its own database) decides; `dependencies` (Kafka, Redis) are reported in the
 * body and in the `dependency_up` gauge for operators, never in the status, because the process
 * keeps serving without them (docs/decisions/0012-staying-up-and-shutting-down-in-order.md).
 */
export function registerHealth(
  app: FastifyInstance,
  options: { required: TReadinessCheck[]; dependencies: DependencyStates; lifecycle: TLifecycle },
): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const required = await runChecks(options.required, (name, error) =>
      request.log.warn({ err: error, dependency: name }, 'readiness check failed'),
    );
    const isStopping = options.lifecycle.isStopping;
    const isReady = !isStopping && Object.values(required).every((state) => state === 'ok');
    const dependencies = options.dependencies.snapshot();
    return reply.status(isReady ? 200 : 503).send({
      status: isStopping ? 'stopping' : isReady ? 'ready' : 'not ready',
      checks: required,
      ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
    });
  });
}

/** `dependency_up{dependency}`: 1 when the dependency answered its last check, else 0. */
export function registerDependencyGauge(registry: Registry, dependencies: DependencyStates): void {
  new Gauge({
    name: 'dependency_up',
    help: 'Whether a dependency the process serves without (Kafka, Redis) answered its last check',
    labelNames: ['dependency'],
    registers: [registry],
    collect() {
      for (const [dependency, state] of Object.entries(dependencies.snapshot()))
        this.set({ dependency }, state === 'ok' ? 1 : 0);
    },
  });
}

async function runChecks(
  checks: TReadinessCheck[],
  onFailure: (name: string, error: unknown) => void,
): Promise<Record<string, 'ok' | 'down'>> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, 'ok'] as const;
      } catch (error) {
        onFailure(name, error);
        return [name, 'down'] as const;
      }
    }),
  );
  return Object.fromEntries(results);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
