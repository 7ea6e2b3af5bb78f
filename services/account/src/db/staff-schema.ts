import { createdAt, updatedAt, instant } from '@matchwire/kit/db/timestamps';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgSchema, text, uuid, varchar } from 'drizzle-orm/pg-core';

/** The account service's schema (schema.ts names it too; this file's tables are re-exported there). */
const accountSchema = pgSchema('account');

/**
 * Back-office roles (SPEC.md §3: "Admin roles carry permission strings and a super-role flag"):
 * the permissions of packages/contracts staff-permissions.ts a role grants; a super role grants all.
 */
export const staffRoles = accountSchema.table('staff_roles', {
  roleId: varchar('role_id', { length: 64 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  isSuper: boolean('is_super').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Staff members, who sign in on the staff sign-in only (docs/decisions/0019); never customers. */
export const staffMembers = accountSchema.table('staff_members', {
  staffId: uuid('staff_id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: varchar('email', { length: 254 }).notNull().unique(),
  displayName: varchar('display_name', { length: 100 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  roleId: varchar('role_id', { length: 64 })
    .notNull()
    .references(() => staffRoles.roleId),
  isActive: boolean('is_active').notNull().default(true),
  lastSignInAt: instant('last_sign_in_at'),
  lastSignInIp: text('last_sign_in_ip'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Staff sessions; the id is the `staff_jwt` cookie's `sid`, checked by the gateway on every back-office call. */
export const staffSessions = accountSchema.table(
  'staff_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.staffId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip'),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

export const staffSignInOutcomes = [
  'signed-in',
  'wrong-password',
  'unknown-email',
  'inactive',
  'throttled',
  'signed-out',
] as const;
export type TStaffSignInOutcome = (typeof staffSignInOutcomes)[number];

/** The audit trail of staff sign-in: every attempt and sign-out, who (as typed), when, from where, how it ended. */
export const staffSignIns = accountSchema.table(
  'staff_sign_ins',
  {
    signInId: uuid('sign_in_id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: varchar('email', { length: 254 }).notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.staffId, { onDelete: 'set null' }),
    outcome: varchar('outcome', { length: 20 }).$type<TStaffSignInOutcome>().notNull(),
    ip: text('ip'),
    userAgent: varchar('user_agent', { length: 300 }),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [index('staff_sign_ins_email_at_idx').on(table.email, table.at)],
);
