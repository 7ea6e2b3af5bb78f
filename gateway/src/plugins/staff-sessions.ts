import { serviceEndpoints, ZSuccess } from '@matchwire/contracts';
import type { TAssertedStaff } from '@matchwire/kit/identity-assertion';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import { createStaffTokenVerifier, staffSessionCookie } from '@matchwire/kit/staff-session';
import type { FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import type { z } from 'zod';
import { routedPath } from './routed-path.ts';

const { checkStaffSession } = serviceEndpoints.account;
const ZStaffSessionAnswer = ZSuccess(checkStaffSession.response);
const STAFF_SESSION_CHECK_TIMEOUT_MS = 2_000;

/** The back office's calls: only these carry a staff member in their assertion. */
export const staffAreaPrefix = '/api/admin/';

/** Why a `staff_jwt` that was sent is not believed; `unverified`: the account service did not answer. */
export type TStaffState = 'invalid' | 'revoked' | 'unverified';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a live staff session, on back-office calls only (docs/decisions/0019). */
    staff: TAssertedStaff | undefined;
    staffState: TStaffState | undefined;
  }
}

export type TAskStaffSession = (sessionId: string) => Promise<z.infer<typeof checkStaffSession.response>>;

/**
 * Turns the `staff_jwt` cookie of a back-office call (`/api/admin/…`) into `request.staff`: the
 * token must verify with the staff key (a customer `jwt` never does) and the session it names must
 * be live in the account service, asked on every call and never remembered, so a sign-out, a
 * deactivation or a changed role counts at once; staff traffic is small. Other calls ignore the cookie:
 * a staff member is never a customer.
 */
export function resolveStaff(
  app: FastifyInstance,
  options: { jwtSecret: string; ask: TAskStaffSession; checks: Counter<'outcome'> },
): void {
  const verify = createStaffTokenVerifier(options.jwtSecret);
  app.decorateRequest('staff', undefined);
  app.decorateRequest('staffState', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[staffSessionCookie];
    if (!token || !routedPath(request.url)?.startsWith(staffAreaPrefix)) return;
    let sessionId: string;
    try {
      sessionId = verify(token).sid;
    } catch (error) {
      request.staffState = 'invalid';
      options.checks.inc({ outcome: 'invalid' });
      request.log.info({ reason: (error as Error).message }, 'staff cookie refused');
      return;
    }
    try {
      const { isLive, staff } = await options.ask(sessionId);
      options.checks.inc({ outcome: isLive && staff ? 'live' : 'refused' });
      if (!isLive || !staff) {
        request.staffState = 'revoked';
        return;
      }
      const { staffId, email, name, permissions } = staff;
      request.staff = { staffId, email, name, permissions, sessionId };
    } catch (error) {
      request.staffState = 'unverified';
      options.checks.inc({ outcome: 'unreachable' });
      request.log.warn({ err: error }, 'staff session not checked');
    }
  });
}

/** Asks the account service about one staff session over its internal route (the gateway's own credential). */
export function askAccountAboutStaff(config: { accountUrl: string; secret: string }): TAskStaffSession {
  return async (sessionId) => {
    const path = checkStaffSession.path.replace(':sessionId', encodeURIComponent(sessionId));
    const response = await fetch(`${config.accountUrl}${path}`, {
      headers: internalCallerHeaders('gateway', config.secret),
      signal: AbortSignal.timeout(STAFF_SESSION_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`staff session check answered ${response.status}`);
    return ZStaffSessionAnswer.parse(await response.json()).data;
  };
}
