import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, updatedAt } from '@matchwire/kit/db/timestamps';
import { userId } from '@matchwire/kit/db/user-id';
import { sql } from 'drizzle-orm';
import { belongsTo } from '@matchwire/kit/db/keys';
import * as p from 'drizzle-orm/pg-core';
import type { TLocalizedList, TLocalizedText } from '@matchwire/contracts/common/lang';

export const catalogueSchema = p.pgSchema('catalogue');

export const products = catalogueSchema.table(
  'products',
  {
    productId: p.integer('product_id').primaryKey(),
    englishName: p.varchar('english_name', { length: 120 }).notNull(),
    chineseName: p.varchar('chinese_name', { length: 120 }),
    /** 1 football, 2 basketball, 3 esports (SPEC.md enumerations). */
    sportType: p.smallint('sport_type').notNull(),
    /** 1 hot, 2 new, 3 sale; null for none. */
    tag: p.smallint('tag'),
    /** 1 enabled, 2 disabled. */
    status: p.smallint('status').notNull().default(1),
    isOnlyTesterVisible: p.boolean('is_only_tester_visible').notNull().default(false),
    sortOrder: p.integer('sort_order').notNull().default(0),
    /** 0 common, 1 custom. */
    productType: p.smallint('product_type').notNull().default(0),
    /** Offered on the $49-per-top-league promotion page. */
    isPromotion: p.boolean('is_promotion').notNull().default(false),
    /** Added to the real sales count shown to visitors. */
    salesBaseCount: p.integer('sales_base_count').notNull().default(0),
    /** Plan type: 0 default, 1 period, 2 one-time. */
    subscribeType: p.smallint('subscribe_type').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [p.index('products_sport_status_idx').on(table.sportType, table.status, table.sortOrder)],
);

export type TSeoText = { title: string; description: string; keywords: string };
/** An API endpoint of a product, linked to its document by the docs service's stable reference. */
export type TProductInterface = { name: TLocalizedText; docRef: string };
export type TAvailableLeague = { leagueId: number; name: TLocalizedText; type: 0 | 1; country: TLocalizedText };

/** What a product page shows besides the plans; texts in every language ({ en, vi }). */
export const productDetails = catalogueSchema.table('product_details', {
  productId: p
    .integer('product_id')
    .primaryKey()
    .references(() => products.productId, { onDelete: 'cascade' }),
  name: p.jsonb('name').$type<TLocalizedText>().notNull(),
  sellingPoints: p.jsonb('selling_points').$type<TLocalizedList>().notNull(),
  seo: p.jsonb('seo').$type<{ en: TSeoText; vi?: TSeoText }>().notNull(),
  interfaces: p.jsonb('interfaces').$type<TProductInterface[]>().notNull(),
  availableLeagues: p.jsonb('available_leagues').$type<TAvailableLeague[]>().notNull(),
  updatedAt: updatedAt(),
});

export const plans = catalogueSchema.table(
  'plans',
  {
    planId: p.integer('plan_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000 }),
    productId: belongsTo(p.integer('product_id'), () => products.productId),
    /** Minor units (cents). */
    amount: p.integer('amount').notNull(),
    /** 1 USD, 2 HKD, 3 EUR, 4 RMB. */
    currency: p.smallint('currency').notNull(),
    /** 1 monthly, 2 yearly, 3 quarterly, 4 once, 5 day. */
    period: p.smallint('period').notNull(),
    isActive: p.boolean('is_active').notNull().default(true),
    /** 0 subscription, 1 single payment. */
    paymentType: p.smallint('payment_type').notNull().default(0),
    thirdPartyPlanId: p.varchar('third_party_plan_id', { length: 120 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.index('plans_product_idx').on(table.productId, table.isActive),
    p.check('plans_amount_not_negative', sql`${table.amount} >= 0`),
    p.check('plans_currency_known', sql`${table.currency} between 1 and 4`),
    p.check('plans_period_known', sql`${table.period} between 1 and 5`),
  ],
);

/** The name of a partner link in languages other than English. */
export type TLinkNameTranslations = Omit<TLocalizedText, 'en'>;

/** Partner (friend) links of the footer, with a click counter. */
export const links = catalogueSchema.table(
  'links',
  {
    linkId: p.integer('link_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    url: p.text('url').notNull(),
    /** The English name; `webNameTranslations` holds the other languages' (SPEC 3 webName). */
    webName: p.varchar('web_name', { length: 120 }).notNull(),
    webNameTranslations: p.jsonb('web_name_translations').$type<TLinkNameTranslations>().notNull().default({}),
    sortOrder: p.integer('sort_order').notNull().default(0),
    isEnabled: p.boolean('is_enabled').notNull().default(true),
    clicks: p.integer('clicks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [p.uniqueIndex('links_url_idx').on(table.url)],
);

/** A signed-in user's interest in products (marketing follow-up); one row per product and request. */
export const marketingInterests = catalogueSchema.table(
  'marketing_interests',
  {
    interestId: p.bigserial('interest_id', { mode: 'number' }).primaryKey(),
    userId: userId().notNull(),
    productId: belongsTo(p.integer('product_id'), () => products.productId),
    createdAt: createdAt(),
  },
  (table) => [p.index('marketing_interests_product_idx').on(table.productId, table.createdAt)],
);

/** The home page banner, one sanitised HTML fragment per language. */
export const homeBanners = catalogueSchema.table('home_banners', {
  lang: p.varchar('lang', { length: 8 }).primaryKey(),
  html: p.text('html').notNull(),
  updatedAt: updatedAt(),
});

export const systemConfigs = catalogueSchema.table('system_configs', {
  key: p.varchar('key', { length: 64 }).primaryKey(),
  value: p.text('value').notNull(),
  updatedAt: updatedAt(),
});

export const { outbox, inbox } = createEventTables(catalogueSchema);
export const eventTables = { outbox, inbox };
