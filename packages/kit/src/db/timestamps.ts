import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: every service's tables store one as `timestamptz`, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was written: every service's tables record it the same way. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When a row last changed; repositories stamp it on each save (kit `keyedRows`). */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
