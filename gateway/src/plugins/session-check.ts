import { serviceEndpoints, ZSuccess } from '@matchwire/contracts';
import { internalCallerHeaders } from '@matchwire/kit/internal-callers';
import type { FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import type { LiveSessions, TSessionAnswer } from '../stores/live-sessions.ts';
import { isApiPath } from './routed-path.ts';

const { checkSession } = serviceEndpoints.account;
/** The account's answer, read with the schema its route answers with (packages/contracts). */
const ZSessionAnswer = ZSuccess(checkSession.response);

/** How long the account service may take to answer a session check before the caller is refused. */
const SESSION_CHECK_TIMEOUT_MS = 2_000;

/**
 * Revocation, enforced once for every service (docs/decisions/0009): an API call that carries a
 * verified jwt goes on as signed in only while the session it names (`sid`) is live in the account
 * service. A revoked, expired or locked session is refused like a bad jwt (`revoked` → 11008); an
 * account service that cannot answer refuses the caller too (`unverified` → 10007, signed-in
 * routes only; public routes serve the caller as a visitor). Pages are not checked: the web
 * server's API calls for them are.
 */
export function checkSessions(
  app: FastifyInstance,
  options: { sessions: LiveSessions; checks: Counter<'outcome'> },
): void {
  app.addHook('onRequest', async (request) => {
    const caller = request.caller;
    if (!caller || caller.impersonation || !isApiPath(request.url)) return;
    const verdict = caller.sessionId ? await options.sessions.check(caller.sessionId, caller.userId) : 'refused';
    options.checks.inc({ outcome: verdict });
    if (verdict === 'live' || verdict === 'cached') return;
    request.caller = undefined;
    request.sessionState = verdict === 'refused' ? 'revoked' : 'unverified';
    request.log.info({ outcome: verdict }, 'session refused');
  });
}

/** Asks the account service about one session over its internal route. */
export function askAccountService(config: {
  accountUrl: string;
  secret: string;
}): (sessionId: string) => Promise<TSessionAnswer> {
  return async (sessionId) => {
    const path = checkSession.path.replace(':sessionId', encodeURIComponent(sessionId));
    const response = await fetch(`${config.accountUrl}${path}`, {
      headers: internalCallerHeaders('gateway', config.secret),
      signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`session check answered ${response.status}`);
    return ZSessionAnswer.parse(await response.json()).data;
  };
}
