import { staffSessionCookie, staffSessionLifetimeMs } from '@matchwire/kit/staff-session';
import type { FastifyReply } from 'fastify';
import { cookieOptions } from './session-cookies.ts';

/**
 * The `staff_jwt` cookie (docs/decisions/0019): HttpOnly, SameSite=Strict (a back-office call is
 * never started from another site), Secure except on a plain-http local setup, 8 hours.
 */
export function setStaffCookie(reply: FastifyReply, jwt: string, publicWebUrl: string): void {
  const maxAge = staffSessionLifetimeMs / 1000;
  reply.setCookie(staffSessionCookie, jwt, { ...cookieOptions(publicWebUrl, 'strict'), maxAge });
}

export function clearStaffCookie(reply: FastifyReply, publicWebUrl: string): void {
  reply.clearCookie(staffSessionCookie, cookieOptions(publicWebUrl, 'strict'));
}
