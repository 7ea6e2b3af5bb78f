import { createBus } from './bus/create-bus.ts';
import type { EventBus } from './bus/event-bus.ts';
import { createLogger, type Logger } from './logger.ts';
import { runUntilStopped } from './run-until-stopped.ts';

type TProcessConfig = { LOG_LEVEL: string; BUS: 'kafka' | 'memory'; KAFKA_BROKERS: string[] };

/**
 * The whole `server.ts` of a service: read its config, build it on a logger and the event bus,
 * run it until SIGTERM/SIGINT. On stop, consumers stop first (no event is half-recorded while
 * the database closes), then the service drains its requests and closes its pool.
 * (Import '@matchwire/kit/instrument' before this module so tracing patches http first.)
 */
export async function serveService<TConfig extends TProcessConfig>(options: {
  name: string;
  loadConfig: () => TConfig;
  build: (deps: { config: TConfig; logger: Logger; bus: EventBus }) => {
    start(): Promise<void>;
    stop(): Promise<void>;
  };
}): Promise<void> {
  const config = options.loadConfig();
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const bus = createBus({ kind: config.BUS, clientId: options.name, brokers: config.KAFKA_BROKERS, logger });
  const service = options.build({ config, logger, bus });
  await runUntilStopped({
    logger,
    start: service.start,
    stop: async () => {
      await bus.close();
      await service.stop();
    },
  });
}
