import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, updatedAt, instant } from '@matchwire/kit/db/timestamps';
import { randomUuidKey, belongsTo } from '@matchwire/kit/db/keys';
import * as p from 'drizzle-orm/pg-core';
import { signInSessionColumns } from './session-columns.ts';

export const accountSchema = p.pgSchema('account');

export const users = accountSchema.table('users', {
  userId: randomUuidKey('user_id'),
  /** Always lower case (normalised on input), so a plain unique index suffices. */
  email: p.varchar('email', { length: 254 }).notNull().unique(),
  /** argon2id PHC string. */
  passwordHash: p.text('password_hash').notNull(),
  name: p.varchar('name', { length: 50 }).notNull(),
  /** Language of the user's mails: en or vi. */
  language: p.varchar('language', { length: 8 }).notNull().default('en'),
  isTester: p.boolean('is_tester').notNull().default(false),
  isLocked: p.boolean('is_locked').notNull().default(false),
  activatedAt: instant('activated_at'),
  /** Customer cooperation status (SPEC.md enumerations): default 0, in cooperation 1, loss 2. */
  cooperationStatus: p.smallint('cooperation_status').notNull().default(0),
  registerUrl: p.text('register_url'),
  refererUrl: p.text('referer_url'),
  marketingUrl: p.text('marketing_url'),
  passwordChangedAt: instant('password_changed_at'),
  lastLoginAt: instant('last_login_at'),
  lastLoginIp: p.text('last_login_ip'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tokenPurposes = ['activation', 'password_reset', 'email_change'] as const;
export type TTokenPurpose = (typeof tokenPurposes)[number];

/**
 * Single-use links sent by e-mail. Only the SHA-256 of the secret is kept, and only once the
 * notification service has asked for the link to mail (the secret is made then, and exists only
 * in that answer and the mail: docs/decisions/0011). The row id is the link's reference in events;
 * the reset link also carries it as `token`, with the secret as `code`.
 */
export const oneTimeTokens = accountSchema.table(
  'one_time_tokens',
  {
    tokenId: p.text('token_id').primaryKey(),
    purpose: p.varchar('purpose', { length: 32 }).$type<TTokenPurpose>().notNull(),
    userId: belongsTo(p.uuid('user_id'), () => users.userId),
    /** Null until the link is first mailed; a later mailing replaces it (the earlier link stops working). */
    secretHash: p.text('secret_hash').unique(),
    /** The address being confirmed (e-mail change only). */
    newEmail: p.varchar('new_email', { length: 254 }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [p.index('one_time_tokens_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);

/** Sign-in sessions; the id is the SHA-256 of the `token` cookie and the jwt's `sid`. */
export const sessions = accountSchema.table(
  'sessions',
  signInSessionColumns({ userId: belongsTo(p.uuid('user_id'), () => users.userId) }),
  (table) => [p.index('sessions_user_idx').on(table.userId)],
);

/**
 * Fixed-window counters of throttling (docs/contracts/accounts.md): one row per scope and
 * subject (an account, a source, or both), bumped by a single upsert so parallel requests are
 * counted exactly. `blocked_until` is the account-wide sign-in back-off's next free slot.
 */
export const throttleCounters = accountSchema.table(
  'throttle_counters',
  {
    scope: p.varchar('scope', { length: 32 }).notNull(),
    subject: p.text('subject').notNull(),
    hits: p.integer('hits').notNull(),
    windowStartedAt: instant('window_started_at').notNull(),
    blockedUntil: instant('blocked_until'),
  },
  (table) => [p.primaryKey({ columns: [table.scope, table.subject] })],
);

export type TIpWhitelistEntry = { entry: string; createdAt: string };

/**
 * One API key per user. `key_hash` (SHA-256, unique) serves the data API's lookup; the
 * AES-256-GCM copy serves "reveal". The IP whitelist lives in the same row so the lookup is
 * one indexed read.
 */
export const apiKeys = accountSchema.table('api_keys', {
  userId: p
    .uuid('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  keyHash: p.text('key_hash').notNull().unique(),
  keyEncrypted: p.text('key_encrypted').notNull(),
  keyMasked: p.varchar('key_masked', { length: 32 }).notNull(),
  ipWhitelist: p.jsonb('ip_whitelist').$type<TIpWhitelistEntry[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Staff acting for a user (SPEC.md §6 impersonation): one grant per issued token, bound to one
 * user, with the staff member, the reason and a short life (docs/decisions/0009). Only the
 * SHA-256 of the token is kept.
 */
export const impersonationGrants = accountSchema.table(
  'impersonation_grants',
  {
    grantId: randomUuidKey('grant_id'),
    tokenHash: p.text('token_hash').notNull().unique(),
    staffId: p.varchar('staff_id', { length: 64 }).notNull(),
    userId: belongsTo(p.uuid('user_id'), () => users.userId),
    reason: p.varchar('reason', { length: 500 }).notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [p.index('impersonation_grants_user_idx').on(table.userId)],
);

/** Every use of an impersonation grant, recorded when the gateway has it verified: the audit trail. */
export const impersonationUses = accountSchema.table(
  'impersonation_uses',
  {
    useId: randomUuidKey('use_id'),
    grantId: belongsTo(p.uuid('grant_id'), () => impersonationGrants.grantId),
    usedAt: instant('used_at').notNull().defaultNow(),
    method: p.varchar('method', { length: 10 }).notNull(),
    path: p.varchar('path', { length: 300 }).notNull(),
    ip: p.text('ip'),
  },
  (table) => [p.index('impersonation_uses_grant_idx').on(table.grantId)],
);

/** Staff members, their roles, sessions and sign-in audit (docs/decisions/0019). */
export * from './staff-schema.ts';

export const { outbox, inbox } = createEventTables(accountSchema);
export const eventTables = { outbox, inbox };
