// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { serveService } from '@matchwire/kit/serve-service';
import { buildGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

await serveService({ name: 'gateway', loadConfig: () => loadGatewayConfig(), build: buildGateway });
