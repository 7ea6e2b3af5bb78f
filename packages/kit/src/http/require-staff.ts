import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { TAssertedStaff } from '../identity-assertion.ts';

/**
 * The staff member the gateway vouched for, holding `permission` when one is asked for:
 * 11009 without a staff session, 11016 without the permission (docs/decisions/0019).
 */
export function requireStaff(request: FastifyRequest, permission?: string): TAssertedStaff {
  const staff = request.staff;
  if (!staff) throw new AppError('adminTokenExpired', 'Please sign in as staff');
  if (permission !== undefined && !staff.permissions.includes(permission)) throw new AppError('noPermission');
  return staff;
}

/**
 * The default check of `staff` endpoints (serve-endpoint.ts): the assertion's staff member must hold
 * the permission the matched route's definition names. It runs before the body is read.
 */
export async function checkStaffAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.endpoint?.access;
  if (access?.kind !== 'staff') throw new Error(`${request.method} ${request.url} is not a staff endpoint`);
  requireStaff(request, access.permission);
}
