import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written: every service's tables record it the same way. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row last changed; repositories stamp it on each save (kit `keyedRows`). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
