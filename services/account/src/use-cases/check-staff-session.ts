import { staffPermissions, type TStaffPermission } from '@matchwire/contracts';
import type { TSignedInStaff } from '@matchwire/contracts/account/staff';
import type { TAccountDeps } from '../account-deps.ts';
import { findStaffSession, type TStaffWithRole } from '../db/staff-repository.ts';

/** The permissions a role grants now: every one for a super role, else the known strings it lists. */
function permissionsOf(role: TStaffWithRole['role']): TStaffPermission[] {
  if (role.isSuper) return [...staffPermissions];
  return staffPermissions.filter((permission) => role.permissions.includes(permission));
}

export function toSignedInStaff({ member, role }: TStaffWithRole): TSignedInStaff {
  return {
    staffId: member.staffId,
    email: member.email,
    name: member.displayName,
    role: role.name,
    isSuper: role.isSuper,
    permissions: permissionsOf(role),
  };
}

/**
 * Whether a staff session may still be used (the gateway asks on every back-office call, so a
 * sign-out, a deactivation or a changed role counts at once): it exists, is neither revoked nor
 * expired, and its member is active. A live answer names the member with their role's permissions.
 */
export async function checkStaffSession(
  deps: TAccountDeps,
  sessionId: string,
): Promise<{ isLive: boolean; staff: TSignedInStaff | null }> {
  const found = await findStaffSession(deps.db, sessionId);
  const isLive = !!found && !found.session.revokedAt && found.session.expiresAt > new Date() && found.member.isActive;
  return isLive ? { isLive, staff: toSignedInStaff(found) } : { isLive: false, staff: null };
}
