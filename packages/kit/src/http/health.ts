import type { FastifyInstance } from 'fastify';

export type TReadinessCheck = { name: string; check: () => Promise<void> };

/** `/healthz`: the process is alive. `/readyz`: every dependency (database, Kafka, …) answers. */
export function registerHealth(app: FastifyInstance, checks: TReadinessCheck[]): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), 2000);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, dependency: name }, 'readiness check failed');
          return [name, 'down'] as const;
        }
      }),
    );
    const isReady = results.every(([, state]) => state === 'ok');
    return reply
      .status(isReady ? 200 : 503)
      .send({ status: isReady ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });
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
