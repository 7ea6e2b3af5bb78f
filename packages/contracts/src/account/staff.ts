import { z } from 'zod';
import { staffPermissions } from '../staff-permissions.ts';
import { ZCurrentPassword, ZEmail } from './fields.ts';

/** A permission string a staff role may grant (staff-permissions.ts). */
export const ZStaffPermission = z.enum(staffPermissions);

export const ZStaffLoginBody = z.object({ email: ZEmail, password: ZCurrentPassword });

/** The signed-in staff member: who, which role, and what that role lets them do (a super role: every permission). */
export const ZSignedInStaff = z.object({
  staffId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  isSuper: z.boolean(),
  permissions: z.array(ZStaffPermission),
});
export type TSignedInStaff = z.infer<typeof ZSignedInStaff>;

export const ZStaffSessionCheckParams = z.object({ sessionId: z.string().min(1).max(128) });

/** The gateway's question about a staff session: live, and whose (with the permissions its role grants now). */
export const ZStaffSessionCheck = z.object({ isLive: z.boolean(), staff: ZSignedInStaff.nullable() });
