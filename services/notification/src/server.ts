// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { serveService } from '@matchwire/kit/serve-service';
import { buildNotificationService } from './app.ts';
import { loadNotificationConfig } from './config.ts';

await serveService({
  name: 'notification',
  loadConfig: () => loadNotificationConfig(),
  build: buildNotificationService,
});
