import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerHealth, type TReadinessCheck } from './health.ts';
import { registerMetrics } from './metrics.ts';

export type TZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
export type TServiceApp = TZodApp & { metrics: Registry };

export type TServiceAppOptions = {
  name: string;
  logger: Logger;
  readinessChecks?: TReadinessCheck[];
  bodyLimit?: number;
  /** False for a proxy (the gateway) that must pass request bodies through untouched. */
  parseFormBodies?: boolean;
  /** Addresses whose X-Forwarded-For is believed; none by default. */
  trustProxy?: string[];
};

/**
 * The Fastify app every service and the gateway start from: zod schemas for input and output,
 * request ids, the error model, health and readiness, Prometheus metrics, form-encoded bodies.
 */
export function createServiceApp(options: TServiceAppOptions): TServiceApp {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    forceCloseConnections: 'idle',
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.parseFormBodies !== false) app.register(formbody);
  registerErrorHandling(app);
  registerHealth(app, options.readinessChecks ?? []);
  const metrics = registerMetrics(app, options.name);
  return Object.assign(app, { metrics }) as unknown as TServiceApp;
}
