// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { createBus } from '@matchwire/kit/bus/create-bus';
import { createLogger } from '@matchwire/kit/logger';
import { runUntilStopped } from '@matchwire/kit/run-until-stopped';
import { buildGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const bus = createBus({ kind: config.BUS, clientId: 'gateway', brokers: config.KAFKA_BROKERS, logger });
const gateway = await buildGateway({ config, logger, bus });

await runUntilStopped({
  logger,
  start: gateway.start,
  stop: async () => {
    await gateway.stop();
    await bus.close();
  },
});
