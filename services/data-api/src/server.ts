// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { serveService } from '@matchwire/kit/serve-service';
import { buildDataApiService } from './app.ts';
import { loadDataApiConfig } from './config.ts';

await serveService({ name: 'data-api', loadConfig: () => loadDataApiConfig(), build: buildDataApiService });
