// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { createBus } from '@matchwire/kit/bus/create-bus';
import { createLogger } from '@matchwire/kit/logger';
import { runUntilStopped } from '@matchwire/kit/run-until-stopped';
import { buildDocsService } from './app.ts';
import { loadDocsConfig } from './config.ts';

const config = loadDocsConfig();
const logger = createLogger('docs', config.LOG_LEVEL);
const bus = createBus({ kind: config.BUS, clientId: 'docs', brokers: config.KAFKA_BROKERS, logger });
const service = buildDocsService({ config, logger, bus });

await runUntilStopped({
  logger,
  start: service.start,
  stop: async () => {
    await service.stop();
    await bus.close();
  },
});
