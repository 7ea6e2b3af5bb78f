// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { serveService } from '@matchwire/kit/serve-service';
import { buildDocsService } from './app.ts';
import { loadDocsConfig } from './config.ts';

await serveService({ name: 'docs', loadConfig: () => loadDocsConfig(), build: buildDocsService });
