import { createdAt, updatedAt, instant } from '@matchwire/kit/db/timestamps';
import { randomUuidKey, belongsTo } from '@matchwire/kit/db/keys';
import * as p from 'drizzle-orm/pg-core';
import { signInSessionColumns } from './session-columns.ts';

/** The account service's schema (schema.ts names it too; this file's tables are re-exported there). */
const accountSchema = p.pgSchema('account');

/**
 * Back-office roles (SPEC.md §3: "Admin roles carry permission strings and a super-role flag"):
 * the permissions of packages/contracts staff-permissions.ts a role grants; a super role grants all.
 */
export const staffRoles = accountSchema.table('staff_roles', {
  roleId: p.varchar('role_id', { length: 64 }).primaryKey(),
  name: p.varchar('name', { length: 100 }).notNull(),
  permissions: p.jsonb('permissions').$type<string[]>().notNull().default([]),
  isSuper: p.boolean('is_super').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Staff members, who sign in on the staff sign-in only (docs/decisions/0019); never customers. */
export const staffMembers = accountSchema.table('staff_members', {
  staffId: randomUuidKey('staff_id'),
  email: p.varchar('email', { length: 254 }).notNull().unique(),
  displayName: p.varchar('display_name', { length: 100 }).notNull(),
  passwordHash: p.text('password_hash').notNull(),
  roleId: p
    .varchar('role_id', { length: 64 })
    .notNull()
    .references(() => staffRoles.roleId),
  isActive: p.boolean('is_active').notNull().default(true),
  lastSignInAt: instant('last_sign_in_at'),
  lastSignInIp: p.text('last_sign_in_ip'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Staff sessions; the id is the `staff_jwt` cookie's `sid`, checked by the gateway on every back-office call. */
export const staffSessions = accountSchema.table(
  'staff_sessions',
  signInSessionColumns({ staffId: belongsTo(p.uuid('staff_id'), () => staffMembers.staffId) }),
  (table) => [p.index('staff_sessions_staff_idx').on(table.staffId)],
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
    signInId: randomUuidKey('sign_in_id'),
    email: p.varchar('email', { length: 254 }).notNull(),
    staffId: p.uuid('staff_id').references(() => staffMembers.staffId, { onDelete: 'set null' }),
    outcome: p.varchar('outcome', { length: 20 }).$type<TStaffSignInOutcome>().notNull(),
    ip: p.text('ip'),
    userAgent: p.varchar('user_agent', { length: 300 }),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [p.index('staff_sign_ins_email_at_idx').on(table.email, table.at)],
);
