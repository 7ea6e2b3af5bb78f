import { isSharedToken } from '@matchwire/kit/http/internal-auth';
import { pageViewCountedHeader, webServerTokenHeader } from '@matchwire/kit/identity';
import type { FastifyInstance } from 'fastify';
import { requestKind } from './request-kind.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** An `/api` call the web server made while rendering a page the visitor was already counted for. */
    isWebServerCall: boolean;
  }
}

/**
 * Recognises the web server's server-side API calls by `WEB_SERVER_TOKEN`. The token and the
 * page-view marker are removed from every incoming request, so no service and no page ever sees
 * them, and from every answer, so no browser can pick the token up. A wrong token is only logged:
 * the call is then an ordinary visitor call and counted as such.
 */
export function recognizeWebServerCalls(
  app: FastifyInstance,
  options: { token: string; calls: { inc(labels: { credential: 'valid' | 'invalid' }): void } },
): void {
  app.decorateRequest('isWebServerCall', false);
  app.addHook('onRequest', async (request) => {
    const presented = request.headers[webServerTokenHeader];
    delete request.headers[webServerTokenHeader];
    delete request.headers[pageViewCountedHeader];
    if (presented === undefined || requestKind(request.url) !== 'api') return;
    request.isWebServerCall = isSharedToken(presented, options.token);
    options.calls.inc({ credential: request.isWebServerCall ? 'valid' : 'invalid' });
    if (!request.isWebServerCall) request.log.warn('web server token refused; counted as a visitor call');
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader(webServerTokenHeader);
  });
}
