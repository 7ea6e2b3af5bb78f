import { createHash } from 'node:crypto';
import { siteOpenApiDocument } from '@matchwire/kit/http/openapi-document';
import type { FastifyInstance } from 'fastify';

/** Browsers and tools may keep it for a while; a new build starts a new gateway with a new ETag. */
const cacheControl = 'public, max-age=300';

/**
 * `GET /openapi.json`: the OpenAPI 3.1 document of every `/api` route, generated once at start from
 * the definitions in packages/contracts (the same registry the services serve), so it describes
 * exactly what this build routes. Counted as a page view, like anything else outside `/api`.
 */
export function serveOpenApiDocument(app: FastifyInstance): void {
  const body = JSON.stringify(siteOpenApiDocument());
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  app.get('/openapi.json', async (request, reply) => {
    reply.header('cache-control', cacheControl).header('etag', etag).type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  });
}
