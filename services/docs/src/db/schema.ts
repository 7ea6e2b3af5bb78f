import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, updatedAt, instant } from '@matchwire/kit/db/timestamps';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSchema,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TLocalizedText } from '@matchwire/contracts/common/lang';
import type { TLocalizedParam, TLocalizedSeo } from '@matchwire/contracts/docs/fields';

export const docsSchema = pgSchema('docs');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Documentation tree: categories `c_…`, nested through parentId. */
export const docCategories = docsSchema.table('doc_categories', {
  categoryId: varchar('category_id', { length: 64 }).primaryKey(),
  parentId: varchar('parent_id', { length: 64 }),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** API reference pages (numeric ids) and guides (`news_…` ids, `documentText`). */
export const documents = docsSchema.table(
  'documents',
  {
    documentId: varchar('document_id', { length: 64 }).primaryKey(),
    /**
     * The stable reference other services link an API reference page by (`football.pre-match-odds`);
     * set once, never changed or reused (docs/decisions/0007). Null for guides.
     */
    ref: varchar('ref', { length: 120 }),
    categoryId: varchar('category_id', { length: 64 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    name: jsonb('name').$type<TLocalizedText>().notNull(),
    englishName: varchar('english_name', { length: 200 }).notNull(),
    chineseName: varchar('chinese_name', { length: 200 }),
    /** 1 football, 2 basketball, 3 esports; null for guides. */
    sportType: smallint('sport_type'),
    /** 1 GET, 2 POST; null for guides. */
    method: smallint('method'),
    url: text('url'),
    description: jsonb('description').$type<TLocalizedText>(),
    requestParams: jsonb('request_params').$type<TLocalizedParam[]>().notNull().default([]),
    returnParams: jsonb('return_params').$type<TLocalizedParam[]>().notNull().default([]),
    requestParamsDesc: jsonb('request_params_desc').$type<TLocalizedText>(),
    responseParamsDesc: jsonb('response_params_desc').$type<TLocalizedText>(),
    sampleData: text('sample_data'),
    sampleUrl: text('sample_url'),
    debugUrl: text('debug_url'),
    debugParams: text('debug_params'),
    frequencyLimit: jsonb('frequency_limit').$type<TLocalizedText>(),
    frequencyRecommend: jsonb('frequency_recommend').$type<TLocalizedText>(),
    /** Catalogue product ids that include this interface. */
    relateProduct: jsonb('relate_product').$type<number[]>().notNull().default([]),
    /** 0 standard, 1 customize. */
    type: smallint('type').notNull().default(0),
    documentText: jsonb('document_text').$type<TLocalizedText>(),
    disableAutoShow: boolean('disable_auto_show').notNull().default(false),
    isChangeLog: boolean('is_change_log').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('documents_category_idx').on(table.categoryId, table.sortOrder),
    uniqueIndex('documents_ref_idx').on(table.ref),
  ],
);

/** Change logs `log_…` of a document (and so of its sport). */
export const changeLogs = docsSchema.table(
  'change_logs',
  {
    logId: varchar('log_id', { length: 64 }).primaryKey(),
    documentId: varchar('document_id', { length: 64 }).notNull(),
    sportType: smallint('sport_type'),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    content: jsonb('content').$type<TLocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('change_logs_document_idx').on(table.documentId, table.createdAt),
    index('change_logs_sport_idx').on(table.sportType, table.createdAt),
  ],
);

export const faqCategories = docsSchema.table('faq_categories', {
  categoryId: integer('category_id').primaryKey(),
  parentId: integer('parent_id'),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const faqs = docsSchema.table(
  'faqs',
  {
    faqId: integer('faq_id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    question: jsonb('question').$type<TLocalizedText>().notNull(),
    /** HTML. */
    answer: jsonb('answer').$type<TLocalizedText>().notNull(),
    /** 1 show, 2 hide. */
    status: smallint('status').notNull().default(1),
    readNumber: integer('read_number').notNull().default(0),
    hotScore: integer('hot_score').notNull().default(0),
    customOrder: integer('custom_order').notNull().default(0),
    relatedIds: jsonb('related_ids').$type<number[]>().notNull().default([]),
    /** Question and answer text of every language, NFC and lower-cased (see faq-search-text.ts). */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('faqs_category_idx').on(table.categoryId, table.status),
    index('faqs_search_vector_idx').using('gin', table.searchVector),
  ],
);

/** Articles; the blog is type 20 with child types (news, guides, industry). */
export const articles = docsSchema.table(
  'articles',
  {
    id: integer('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    childTypeId: integer('child_type_id').notNull().default(0),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    summary: jsonb('summary').$type<TLocalizedText>().notNull(),
    /** HTML. */
    content: jsonb('content').$type<TLocalizedText>().notNull(),
    cover: text('cover'),
    author: varchar('author', { length: 120 }).notNull(),
    seo: jsonb('seo').$type<TLocalizedSeo>(),
    /** 1 show, 2 hide. */
    status: smallint('status').notNull().default(1),
    publishDate: instant('publish_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('articles_type_idx').on(table.typeId, table.childTypeId, table.publishDate)],
);

export const { outbox, inbox } = createEventTables(docsSchema);
export const eventTables = { outbox, inbox };
