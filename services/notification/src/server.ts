// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { createBus } from '@matchwire/kit/bus/create-bus';
import { createLogger } from '@matchwire/kit/logger';
import { runUntilStopped } from '@matchwire/kit/run-until-stopped';
import { buildNotificationService } from './app.ts';
import { loadNotificationConfig } from './config.ts';

const config = loadNotificationConfig();
const logger = createLogger('notification', config.LOG_LEVEL);
const bus = createBus({ kind: config.BUS, clientId: 'notification', brokers: config.KAFKA_BROKERS, logger });
const service = buildNotificationService({ config, logger, bus });

await runUntilStopped({
  logger,
  start: service.start,
  stop: async () => {
    // Stop consuming first, so no event is being recorded while the database pool closes.
    await bus.close();
    await service.stop();
  },
});
