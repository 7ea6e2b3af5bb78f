import { errorBody } from '@matchwire/kit/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { TApiEndpoint } from '../routes/api-endpoints.ts';
import { routedPath } from './routed-path.ts';

type TStaffRoute = { method: string; pattern: RegExp; permission: string };

/** `/api/admin/tickets/:ticketId/reply` → a pattern matching one path segment per parameter. */
function patternOf(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * The gateway refuses a `staff` endpoint (packages/contracts: `{ kind: 'staff', permission }`) before
 * any service is asked: 11009 without a live staff session (10007 when the account service could
 * not say), 11016 when the staff member's role does not grant the endpoint's permission. The service
 * checks the same again from the assertion (kit require-staff.ts).
 */
export function requireStaffAccess(app: FastifyInstance, endpoints: readonly TApiEndpoint[]): void {
  const routes: TStaffRoute[] = endpoints.flatMap((endpoint) =>
    endpoint.access.kind === 'staff'
      ? [{ method: endpoint.method, pattern: patternOf(endpoint.path), permission: endpoint.access.permission }]
      : [],
  );
  if (routes.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const path = routedPath(request.url);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = path && routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    if (!route) return;
    if (!request.staff) {
      if (request.staffState === 'unverified') return reply.status(503).send(errorBody('serviceUnavailable'));
      return reply.status(401).send(errorBody('adminTokenExpired', 'Please sign in as staff'));
    }
    if (!request.staff.permissions.includes(route.permission)) return reply.status(403).send(errorBody('noPermission'));
  });
}
