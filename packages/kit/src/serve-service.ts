import { createBus } from './bus/create-bus.ts';
import type { EventBus } from './bus/event-bus.ts';
import type { TServiceApp } from './http/create-service-app.ts';
import { createLogger, type Logger } from './logger.ts';
import { runUntilStopped } from './run-until-stopped.ts';

/** What a service's app.ts builds: its app (tests inject into it), its deps, and its lifecycle for serveService. */
export type TBuiltService<TDeps> = {
  app: TServiceApp;
  deps: TDeps;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** What serveService hands a service's build: its config, its logger and the event bus. */
export type TServiceParts<TConfig> = { config: TConfig; logger: Logger; bus: EventBus };

type TStartable = { start(): Promise<void>; stop(): Promise<void> };

type TProcessConfig = {
  LOG_LEVEL: string;
  BUS: 'kafka' | 'memory';
  KAFKA_BROKERS: string[];
  KAFKA_TOPIC_PREFIX: string;
  KAFKA_GROUP_PREFIX: string;
};

/**
 * The whole `server.ts` of a service or the gateway: read its config, build it (at once or async)
 * on a logger and the event bus, run it until SIGTERM/SIGINT. The service's `stop` turns readiness
 * off, drains its requests, stops its consumers (`bus.stopConsumers()`), flushes its outbox and
 * closes its pool; then the bus disconnects and runUntilStopped exports the buffered spans
 * (docs/decisions/0012).
 * (Import '@matchwire/kit/instrument' before this module so tracing patches http first.)
 */
export async function serveService<TConfig extends TProcessConfig>(options: {
  name: string;
  loadConfig: () => TConfig;
  build: (parts: TServiceParts<TConfig>) => TStartable | Promise<TStartable>;
}): Promise<void> {
  const config = options.loadConfig();
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const bus = createBus({
    kind: config.BUS,
    clientId: options.name,
    brokers: config.KAFKA_BROKERS,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    groupPrefix: config.KAFKA_GROUP_PREFIX,
    logger,
  });
  const service = await options.build({ config, logger, bus });
  await runUntilStopped({
    logger,
    start: service.start,
    stop: async () => {
      await service.stop();
      await bus.close();
    },
  });
}
