import { createdAt, instant } from '@matchwire/kit/db/timestamps';
import * as p from 'drizzle-orm/pg-core';

/**
 * The columns of a sign-in session, a customer's (`sessions`) and a staff member's
 * (`staff_sessions`) alike: its id (the `sid` its jwt carries), its `owner` column, when
 * it began and when it ends, when it was revoked (signed out or cut off), and the address it began
 * from.
 */
export const signInSessionColumns = <TOwner extends Record<string, p.PgColumnBuilderBase>>(owner: TOwner) => ({
  sessionId: p.text('session_id').primaryKey(),
  ...owner,
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at'),
  ip: p.text('ip'),
});
