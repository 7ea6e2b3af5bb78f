// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { serveService } from '@matchwire/kit/serve-service';
import { buildCatalogueService } from './app.ts';
import { loadCatalogueConfig } from './config.ts';

await serveService({ name: 'catalogue', loadConfig: () => loadCatalogueConfig(), build: buildCatalogueService });
