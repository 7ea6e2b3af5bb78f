// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { serveService } from '@matchwire/kit/serve-service';
import { buildAccountService } from './app.ts';
import { loadAccountConfig } from './config.ts';

await serveService({ name: 'account', loadConfig: () => loadAccountConfig(), build: buildAccountService });
