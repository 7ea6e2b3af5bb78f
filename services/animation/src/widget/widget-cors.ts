import type { FastifyInstance } from 'fastify';

/**
 * Every answer of a `widget` endpoint, refusals included, may be read by the page embedding the
 * widget, whatever its origin (the access key and the origin check decide what it gets); never
 * with credentials: widgets send no cookies. Set before anything else runs, so an error answer
 * and an event stream carry it too.
 */
export function allowWidgetOrigins(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.endpoint?.access.kind !== 'widget') return;
    const origin = request.headers.origin;
    reply.header('access-control-allow-origin', typeof origin === 'string' ? origin : '*').header('vary', 'Origin');
  });
}
