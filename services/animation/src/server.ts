// First: tracing must patch http before Fastify loads it.
import '@matchwire/kit/instrument';
import { serveService } from '@matchwire/kit/serve-service';
import { buildAnimationService } from './app.ts';
import { loadAnimationConfig } from './config.ts';

await serveService({ name: 'animation', loadConfig: () => loadAnimationConfig(), build: buildAnimationService });
