import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, updatedAt } from '@matchwire/kit/db/timestamps';
import { userId } from '@matchwire/kit/db/user-id';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TLocalizedList, TLocalizedText } from '@matchwire/contracts/common/lang';

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
    /** 0 common, 1 custom. */
    productType: smallint('product_type').notNull().default(0),
    /** Offered on the $49-per-top-league promotion page. */
    isPromotion: boolean('is_promotion').notNull().default(false),
    /** Added to the real sales count shown to visitors. */
    salesBaseCount: integer('sales_base_count').notNull().default(0),
    /** Plan type: 0 default, 1 period, 2 one-time. */
    subscribeType: smallint('subscribe_type').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('products_sport_status_idx').on(table.sportType, table.status, table.sortOrder)],
);

export type TSeoText = { title: string; description: string; keywords: string };
/** An API endpoint of a product, linked to its document by the docs service's stable reference. */
export type TProductInterface = { name: TLocalizedText; docRef: string };
export type TAvailableLeague = { leagueId: number; name: TLocalizedText; type: 0 | 1; country: TLocalizedText };

/** What a product page shows besides the plans; texts in every language ({ en, vi }). */
export const productDetails = catalogueSchema.table('product_details', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.productId, { onDelete: 'cascade' }),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  sellingPoints: jsonb('selling_points').$type<TLocalizedList>().notNull(),
  seo: jsonb('seo').$type<{ en: TSeoText; vi?: TSeoText }>().notNull(),
  interfaces: jsonb('interfaces').$type<TProductInterface[]>().notNull(),
  availableLeagues: jsonb('available_leagues').$type<TAvailableLeague[]>().notNull(),
  updatedAt: updatedAt(),
});

export const plans = catalogueSchema.table(
  'plans',
  {
    planId: integer('plan_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000 }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    /** Minor units (cents). */
    amount: integer('amount').notNull(),
    /** 1 USD, 2 HKD, 3 EUR, 4 RMB. */
    currency: smallint('currency').notNull(),
    /** 1 monthly, 2 yearly, 3 quarterly, 4 once, 5 day. */
    period: smallint('period').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** 0 subscription, 1 single payment. */
    paymentType: smallint('payment_type').notNull().default(0),
    thirdPartyPlanId: varchar('third_party_plan_id', { length: 120 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('plans_product_idx').on(table.productId, table.isActive),
    check('plans_amount_not_negative', sql`${table.amount} >= 0`),
    check('plans_currency_known', sql`${table.currency} between 1 and 4`),
    check('plans_period_known', sql`${table.period} between 1 and 5`),
  ],
);

/** The name of a partner link in languages other than English. */
export type TLinkNameTranslations = Omit<TLocalizedText, 'en'>;

/** Partner (friend) links of the footer, with a click counter. */
export const links = catalogueSchema.table(
  'links',
  {
    linkId: integer('link_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    url: text('url').notNull(),
    /** The English name; `webNameTranslations` holds the other languages' (SPEC 3 webName). */
    webName: varchar('web_name', { length: 120 }).notNull(),
    webNameTranslations: jsonb('web_name_translations').$type<TLinkNameTranslations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    clicks: integer('clicks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('links_url_idx').on(table.url)],
);

/** A signed-in user's interest in products (marketing follow-up); one row per product and request. */
export const marketingInterests = catalogueSchema.table(
  'marketing_interests',
  {
    interestId: bigserial('interest_id', { mode: 'number' }).primaryKey(),
    userId: userId().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('marketing_interests_product_idx').on(table.productId, table.createdAt)],
);

/** The home page banner, one sanitised HTML fragment per language. */
export const homeBanners = catalogueSchema.table('home_banners', {
  lang: varchar('lang', { length: 8 }).primaryKey(),
  html: text('html').notNull(),
  updatedAt: updatedAt(),
});

export const systemConfigs = catalogueSchema.table('system_configs', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const { outbox, inbox } = createEventTables(catalogueSchema);
export const eventTables = { outbox, inbox };
