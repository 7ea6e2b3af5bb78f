// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { createBus } from '@matchwire/kit/bus/create-bus';
import { createLogger } from '@matchwire/kit/logger';
import { runUntilStopped } from '@matchwire/kit/run-until-stopped';
import { buildAccountService } from './app.ts';
import { loadAccountConfig } from './config.ts';

const config = loadAccountConfig();
const logger = createLogger('account', config.LOG_LEVEL);
const bus = createBus({ kind: config.BUS, clientId: 'account', brokers: config.KAFKA_BROKERS, logger });
const service = buildAccountService({ config, logger, bus });

await runUntilStopped({
  logger,
  start: service.start,
  stop: async () => {
    await service.stop();
    await bus.close();
  },
});
