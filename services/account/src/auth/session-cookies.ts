import type { FastifyReply } from 'fastify';
import { accountPolicy } from '../account-policy.ts';

export const jwtCookie = 'jwt';
export const sessionCookie = 'token';

export type TIssuedSession = { jwt: string; sessionToken: string };

/** The account's cookies: HttpOnly, whole site; the staff cookie (staff-cookie.ts) is `strict`. */
export function cookieOptions(publicWebUrl: string, sameSite: 'lax' | 'strict' = 'lax') {
  return {
    path: '/',
    httpOnly: true,
    sameSite,
    // Only a plain-http local setup may send the cookies without TLS.
    secure: !publicWebUrl.startsWith('http://'),
  };
}

export function setSessionCookies(reply: FastifyReply, session: TIssuedSession, publicWebUrl: string): void {
  const options = { ...cookieOptions(publicWebUrl), maxAge: accountPolicy.sessionLifetimeMs / 1000 };
  reply.setCookie(jwtCookie, session.jwt, options);
  reply.setCookie(sessionCookie, session.sessionToken, options);
}

export function clearSessionCookies(reply: FastifyReply, publicWebUrl: string): void {
  reply.clearCookie(jwtCookie, cookieOptions(publicWebUrl));
  reply.clearCookie(sessionCookie, cookieOptions(publicWebUrl));
}
