// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { createBus } from '@matchwire/kit/bus/create-bus';
import { createLogger } from '@matchwire/kit/logger';
import { runUntilStopped } from '@matchwire/kit/run-until-stopped';
import { buildCatalogueService } from './app.ts';
import { loadCatalogueConfig } from './config.ts';

const config = loadCatalogueConfig();
const logger = createLogger('catalogue', config.LOG_LEVEL);
const bus = createBus({ kind: config.BUS, clientId: 'catalogue', brokers: config.KAFKA_BROKERS, logger });
const service = buildCatalogueService({ config, logger, bus });

await runUntilStopped({
  logger,
  start: service.start,
  stop: async () => {
    await service.stop();
    await bus.close();
  },
});
