import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { loadEnv, type TWebEnv } from './app/lib/env/env.server.ts';
import { redactUrl } from '@matchwire/kit/logger';

const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';

export type TWebServerOptions = {
  /** Overrides of the environment (the embedded launcher passes ports here). */
  env?: Record<string, string | undefined>;
  /** Directory holding `client/` and `server/index.js`; defaults to $WEB_BUILD_DIR, then web/build. */
  buildDirectory?: string;
};

export type TWebServer = { app: FastifyInstance; env: TWebEnv };

/**
 * The production web server: hashed assets from build/client with a year-long cache,
 * /healthz, and every other request through React Router's handler.
 */
export async function createWebServer(options: TWebServerOptions = {}): Promise<TWebServer> {
  const env = loadEnv({ ...process.env, ...options.env });
  const buildDirectory = path.resolve(WEB_ROOT, options.buildDirectory ?? process.env.WEB_BUILD_DIR ?? 'build');
  const serverEntry = path.join(buildDirectory, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`No web build at ${serverEntry}; run "npm run build -w @matchwire/web" first`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestListener({ build, mode: process.env.NODE_ENV ?? 'production' });

  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      // Page addresses may carry an impersonation token (SPEC 6); no log line shows it (docs/decisions/0009).
      serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }) },
    },
    trustProxy: true,
  });

  // React Router reads request bodies itself (actions); Fastify must leave the stream alone.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.get('/healthz', async () => ({ status: 'ok' }));

  await app.register(fastifyStatic, {
    root: path.join(buildDirectory, 'client'),
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? IMMUTABLE_CACHE : SHORT_CACHE);
    },
  });

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler: async (request, reply) => {
      reply.hijack();
      try {
        await handleRequest(request.raw, reply.raw);
      } catch (error) {
        request.log.error({ err: error }, 'render failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        // SPEC 8: the text for an error page that could not be shown.
        reply.raw.end('An error occurred while showing the error page');
      }
    },
  });

  return { app, env };
}

export async function startWebServer(options: TWebServerOptions = {}): Promise<TWebServer> {
  const server = await createWebServer(options);
  await server.app.listen({ port: server.env.PORT, host: server.env.HOST });
  return server;
}

const isEntryPoint = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isEntryPoint) {
  const { app } = await startWebServer();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
}
