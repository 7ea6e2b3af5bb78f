import { varchar } from 'drizzle-orm/pg-core';

/**
 * The `user_id` of a customer as every service but account keeps it: account's id as text, at
 * most 64 characters, never a reference (another service's table is not ours to point at).
 */
export const userId = () => varchar('user_id', { length: 64 });
