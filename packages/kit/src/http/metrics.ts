import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * A Prometheus registry per app (several apps share one process in embedded mode): request
 * durations are measured on the public `app` and shown at `/metrics` of the operational `ops` app.
 */
export function registerMetrics(app: FastifyInstance, ops: FastifyInstance, service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  ops.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}

export function createCounter<TLabel extends string = never>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly TLabel[] = [],
): Counter<TLabel> {
  return new Counter({ name, help, labelNames, registers: [registry] });
}
