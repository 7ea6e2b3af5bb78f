import { identityHeaders } from '@matchwire/kit/identity';
import { createVerifier, TokenError } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const JWT_COOKIE = 'jwt';

type TJwtClaims = { sub?: unknown; email?: unknown; tester?: unknown };

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or undefined for a visitor. */
    userId: string | undefined;
  }
}

/**
 * Turns the `jwt` cookie into internal identity headers for the services. Incoming copies of
 * those headers are always removed first, so a client can never speak for another user.
 */
export function resolveIdentity(app: FastifyInstance, jwtSecret: string): void {
  const verify = createVerifier({ key: jwtSecret, algorithms: ['HS256'], cache: 1000 });
  app.decorateRequest('userId', undefined);
  app.addHook('onRequest', async (request) => {
    for (const header of Object.values(identityHeaders)) delete request.headers[header];
    const token = request.cookies[JWT_COOKIE];
    if (!token) return;
    try {
      const claims = verify(token) as TJwtClaims;
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') throw new Error('claims missing');
      setIdentity(request, claims.sub, claims.email, claims.tester === true);
    } catch (error) {
      const isExpired = error instanceof TokenError && error.code === TokenError.codes.expired;
      request.headers[identityHeaders.sessionState] = isExpired ? 'expired' : 'invalid';
      request.log.info({ reason: isExpired ? 'expired' : 'invalid' }, 'jwt cookie refused');
    }
  });
}

function setIdentity(request: FastifyRequest, userId: string, email: string, isTester: boolean): void {
  request.userId = userId;
  request.headers[identityHeaders.userId] = userId;
  request.headers[identityHeaders.email] = email;
  request.headers[identityHeaders.isTester] = String(isTester);
}
