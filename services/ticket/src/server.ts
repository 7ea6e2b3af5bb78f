// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { serveService } from '@matchwire/kit/serve-service';
import { buildTicketService } from './app.ts';
import { loadTicketConfig } from './config.ts';

await serveService({ name: 'ticket', loadConfig: () => loadTicketConfig(), build: buildTicketService });
