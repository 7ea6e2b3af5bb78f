import { and, eq, isNull } from 'drizzle-orm';
import type { TAccountExecutor } from './account-db.ts';
import { staffMembers, staffRoles, staffSessions, staffSignIns } from './schema.ts';

export type TStaffMemberRow = typeof staffMembers.$inferSelect;
export type TStaffRoleRow = typeof staffRoles.$inferSelect;
export type TStaffWithRole = { member: TStaffMemberRow; role: TStaffRoleRow };

/** Members join their role on its id. */
const roleOfMember = eq(staffRoles.roleId, staffMembers.roleId);

/** The member of that address with their role, in one read. */
export async function findStaffByEmail(db: TAccountExecutor, email: string): Promise<TStaffWithRole | undefined> {
  const withRole = db.select({ member: staffMembers, role: staffRoles }).from(staffMembers);
  const [row] = await withRole.innerJoin(staffRoles, roleOfMember).where(eq(staffMembers.email, email));
  return row;
}

/** A staff session with its member and role, in one read (the gateway asks on every back-office call). */
export async function findStaffSession(
  db: TAccountExecutor,
  sessionId: string,
): Promise<(TStaffWithRole & { session: typeof staffSessions.$inferSelect }) | undefined> {
  const [row] = await db
    .select({ session: staffSessions, member: staffMembers, role: staffRoles })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.staffId, staffSessions.staffId))
    .innerJoin(staffRoles, roleOfMember)
    .where(eq(staffSessions.sessionId, sessionId));
  return row;
}

export async function insertStaffSession(
  db: TAccountExecutor,
  values: typeof staffSessions.$inferInsert,
): Promise<void> {
  await db.insert(staffSessions).values(values);
}

export async function revokeStaffSession(db: TAccountExecutor, sessionId: string): Promise<string | undefined> {
  const [row] = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.sessionId, sessionId), isNull(staffSessions.revokedAt)))
    .returning({ staffId: staffSessions.staffId });
  return row?.staffId;
}

export async function recordStaffSignIn(db: TAccountExecutor, values: typeof staffSignIns.$inferInsert): Promise<void> {
  await db.insert(staffSignIns).values(values);
}

export async function markStaffSignedIn(db: TAccountExecutor, staffId: string, ip: string | null): Promise<void> {
  await db
    .update(staffMembers)
    .set({ lastSignInAt: new Date(), lastSignInIp: ip })
    .where(eq(staffMembers.staffId, staffId));
}

/** Inserts a role and a member where absent (the dev seed); an existing row is never changed. */
export async function insertStaffIfAbsent(
  db: TAccountExecutor,
  role: typeof staffRoles.$inferInsert,
  member: typeof staffMembers.$inferInsert,
): Promise<void> {
  await db.insert(staffRoles).values(role).onConflictDoNothing();
  await db.insert(staffMembers).values(member).onConflictDoNothing();
}

/** An active member's address and name (the notification service mails them); undefined when unknown or deactivated. */
export async function findActiveStaffAddress(
  db: TAccountExecutor,
  staffId: string,
): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db
    .select({ email: staffMembers.email, name: staffMembers.displayName })
    .from(staffMembers)
    .where(and(eq(staffMembers.staffId, staffId), eq(staffMembers.isActive, true)));
  return row;
}
