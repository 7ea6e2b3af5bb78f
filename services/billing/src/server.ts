// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { serveService } from '@matchwire/kit/serve-service';
import { buildBillingService } from './app.ts';
import { loadBillingConfig } from './config.ts';

await serveService({ name: 'billing', loadConfig: () => loadBillingConfig(), build: buildBillingService });
