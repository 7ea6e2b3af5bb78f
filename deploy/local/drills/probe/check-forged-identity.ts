import { randomUUID } from 'node:crypto';
import { serviceEndpoints, type TEndpoint } from '@matchwire/contracts';
import { passIf, skip, type TCheckResult, type TProbeTarget, type TServiceName } from './probe-target.ts';

/**
 * A signed-in route of the service (its first definition without path parameters or upload), called
 * on the service's own port as a neighbour pod could. The identity check runs before the body is
 * read, so an empty body is refused the same. None for a service without signed-in routes.
 */
function signedInRouteOf(name: TServiceName): TEndpoint | undefined {
  return (Object.values(serviceEndpoints[name]) as TEndpoint[]).find(
    (endpoint) => endpoint.access.kind === 'signed-in' && !endpoint.path.includes(':') && !endpoint.request?.multipart,
  );
}

/** Every identity header a caller might hope a service believes, including an admin's. */
function forgedIdentity(): Record<string, string> {
  return {
    'x-mw-user-id': randomUUID(),
    'x-mw-user-email': 'someone@example.com',
    'x-mw-user-tester': 'true',
    'x-mw-admin-id': 'probe',
    'x-mw-identity': 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJwcm9iZSJ9.',
    // An internal caller's name with a made-up secret (each caller has its own, docs/decisions/0010).
    'x-mw-internal-caller': 'backoffice',
    'x-mw-internal-secret': 'forged-by-the-outside-in-probe',
  };
}

/**
 * Services believe an identity only from the gateway's signed assertion and an internal caller only
 * by its own credential: hand-made headers on a service's own port open neither a customer's data
 * nor an internal route.
 */
export async function checkForgedIdentity(target: TProbeTarget): Promise<TCheckResult[]> {
  const services = Object.entries(target.serviceUrls) as [TServiceName, string][];
  if (services.length === 0) return [skip('forged identity on services', 'needs --service name=url')];
  const results = await Promise.all(
    services.map(async ([name, serviceUrl]) => {
      const route = signedInRouteOf(name);
      const checks: Promise<TCheckResult>[] = [checkInternalRoute(name, serviceUrl)];
      if (route) checks.push(checkSignedInRoute(name, serviceUrl, route));
      return Promise.all(checks);
    }),
  );
  return results.flat();
}

async function checkSignedInRoute(name: TServiceName, serviceUrl: string, route: TEndpoint): Promise<TCheckResult> {
  const response = await fetch(new URL(route.path, serviceUrl), {
    method: route.method,
    headers: { ...forgedIdentity(), 'content-type': 'application/x-www-form-urlencoded' },
    body: route.method === 'GET' ? undefined : '',
  });
  const body = (await response.json().catch(() => ({}))) as { resultCode?: number };
  const isRefused = body.resultCode === 11007 || body.resultCode === 11008 || [401, 403].includes(response.status);
  return passIf(
    `${name}: forged identity refused on ${route.path}`,
    isRefused,
    `HTTP ${response.status} resultCode ${body.resultCode}`,
  );
}

/**
 * Refused (403) where the service guards `/internal`, or no such route at all (404: a service that
 * takes no internal callers, the notification service): either way the forged caller reaches nothing.
 */
async function checkInternalRoute(name: TServiceName, serviceUrl: string): Promise<TCheckResult> {
  const response = await fetch(new URL('/internal/probe', serviceUrl), { headers: forgedIdentity() });
  return passIf(
    `${name}: /internal refused without a caller's credential`,
    [403, 404].includes(response.status),
    `HTTP ${response.status}`,
  );
}
