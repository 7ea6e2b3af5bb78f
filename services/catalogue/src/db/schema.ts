import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { boolean, index, integer, pgSchema, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const catalogueSchema = pgSchema('catalogue');

export const products = catalogueSchema.table(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    englishName: varchar('english_name', { length: 120 }).notNull(),
    chineseName: varchar('chinese_name', { length: 120 }),
    /** 1 football, 2 basketball, 3 esports (SPEC.md enumerations). */
    sportType: smallint('sport_type').notNull(),
    /** 1 hot, 2 new, 3 sale; null for none. */
    tag: smallint('tag'),
    /** 1 enabled, 2 disabled. */
    status: smallint('status').notNull().default(1),
    isOnlyTesterVisible: boolean('is_only_tester_visible').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_sport_status_idx').on(table.sportType, table.status, table.sortOrder)],
);

export const systemConfigs = catalogueSchema.table('system_configs', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const { outbox, inbox } = createEventTables(catalogueSchema);
export const eventTables = { outbox, inbox };
