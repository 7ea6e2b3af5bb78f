import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger.ts';
import { registerErrorHandling } from './error-handler.ts';
import {
  DependencyStates,
  registerDependencyGauge,
  registerHealth,
  type TLifecycle,
  type TReadinessCheck,
} from './health.ts';
import { registerMetrics } from './metrics.ts';

export type TZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
/** A route of the public app as it was registered (HEAD routes Fastify adds for GET included). */
export type TRegisteredRoute = { method: string; url: string };

/**
 * The public app, its metrics registry, `ops` (the app of the operational port), its lifecycle and
 * `registeredRoutes`, every route of the public app (compared with packages/contracts in tests).
 */
export type TServiceApp = TZodApp & {
  metrics: Registry;
  ops: FastifyInstance;
  lifecycle: TLifecycle;
  registeredRoutes: TRegisteredRoute[];
};

export type TServiceAppOptions = {
  name: string;
  logger: Logger;
  /** What the process cannot serve without (its own database): decides `/readyz`. */
  readinessChecks?: TReadinessCheck[];
  /** What it serves without (Kafka, Redis): shown in `/readyz`'s body and `dependency_up`, never in its status. */
  dependencyChecks?: TReadinessCheck[];
  bodyLimit?: number;
  /** False for a proxy (the gateway) that must pass request bodies through untouched. */
  parseFormBodies?: boolean;
  /** Addresses whose X-Forwarded-For is believed; none by default. */
  trustProxy?: string[];
  /**
   * Requests whose arrival and answer are not logged (errors still are): calls by the thousand a
   * second that the service meters itself, such as the data API's `/v1` calls.
   */
  isUnloggedRequest?: (url: string) => boolean;
};

/**
 * The Fastify app every service and the gateway start from: zod schemas for input and output,
 * request ids, the error model, Prometheus metrics, form-encoded bodies. Health (`/healthz`),
 * readiness (`/readyz`) and metrics (`/metrics`) are served by a second app, `ops`, on a port of
 * its own that only the cluster reaches (probes, scrapes); the public port answers them 404.
 * Start both with `listenServiceApp`; closing the app closes `ops` too.
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
    ...(options.isUnloggedRequest ? { logController: unloggedRequests(options.isUnloggedRequest) } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  const ops = Fastify({ loggerInstance: options.logger as FastifyBaseLogger, forceCloseConnections: 'idle' });

  const lifecycle: TLifecycle = { isStopping: false };
  // Before any route: Fastify tells onRoute hooks only of the routes registered after them.
  const registeredRoutes: TRegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Draining: each connection closes after its answer, so close() does not wait out keep-alive.
    if (lifecycle.isStopping) reply.header('connection', 'close');
  });
  if (options.parseFormBodies !== false) app.register(formbody);
  registerErrorHandling(app);
  registerErrorHandling(ops);
  const dependencies = new DependencyStates(options.dependencyChecks ?? []);
  registerHealth(ops, { required: options.readinessChecks ?? [], dependencies, lifecycle });
  const metrics = registerMetrics(app, ops, options.name);
  registerDependencyGauge(metrics, dependencies);
  dependencies.start();
  app.addHook('onClose', async () => {
    dependencies.stop();
    await ops.close();
  });
  return Object.assign(app, { metrics, ops, lifecycle, registeredRoutes }) as unknown as TServiceApp;
}

/** Fastify's request logging, without the arrival and answer lines of the requests `isUnlogged` names. */
function unloggedRequests(isUnlogged: (url: string) => boolean): LogController {
  return new LogController({ disableRequestLogging: (request) => isUnlogged((request as { url: string }).url) });
}

/**
 * The first steps of a shutdown: `/readyz` turns 503 (the endpoints controller stops sending new
 * requests; in Kubernetes the preStop sleep has given it time already), then the public port stops
 * accepting and the requests in flight finish (keep-alive connections are closed as soon as they are idle).
 */
export async function drainServiceApp(app: TServiceApp): Promise<void> {
  app.lifecycle.isStopping = true;
  // An answer whose headers left before the drain began promised keep-alive; once it ends, its
  // connection is idle but would stay open for the keep-alive timeout (72 s), longer than a shutdown
  // may take. close() closes only the connections idle when it starts, so sweep until it is done.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

/**
 * Listens on the public port, then on the operational one: once `/readyz` answers, the public
 * port takes requests. `OPS_PORT` 0 picks a free port (tests).
 */
export async function listenServiceApp(
  app: TServiceApp,
  config: { HOST: string; PORT: number; OPS_PORT: number },
): Promise<void> {
  await app.listen({ port: config.PORT, host: config.HOST });
  await app.ops.listen({ port: config.OPS_PORT, host: config.HOST });
}
