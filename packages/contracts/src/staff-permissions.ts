/**
 * What a back-office role may do, as permission strings (SPEC.md: "Admin roles carry permission
 * strings and a super-role flag"). A staff member's role lists the permissions it grants; a super
 * role grants every one. Endpoints for staff name the one they need (endpoint.ts `staff` access).
 */
export const staffPermissions = [
  /** See tickets, their conversation, history and attachments. */
  'ticket:read',
  /** Write to customers on a ticket; remark. */
  'ticket:reply',
  /** Give a ticket to a staff member, and keep the assign rules. */
  'ticket:assign',
  /** Change a ticket's type and priority, resolve and close it. */
  'ticket:manage',
] as const;
export type TStaffPermission = (typeof staffPermissions)[number];
