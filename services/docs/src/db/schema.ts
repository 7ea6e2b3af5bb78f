import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, updatedAt, instant } from '@matchwire/kit/db/timestamps';
import { sql } from 'drizzle-orm';
import * as p from 'drizzle-orm/pg-core';
import type { TLocalizedText } from '@matchwire/contracts/common/lang';
import type { TLocalizedParam, TLocalizedSeo } from '@matchwire/contracts/docs/fields';

export const docsSchema = p.pgSchema('docs');

const tsvector = p.customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Documentation tree: categories `c_…`, nested through parentId. */
export const docCategories = docsSchema.table('doc_categories', {
  categoryId: p.varchar('category_id', { length: 64 }).primaryKey(),
  parentId: p.varchar('parent_id', { length: 64 }),
  name: p.jsonb('name').$type<TLocalizedText>().notNull(),
  sortOrder: p.integer('sort_order').notNull().default(0),
});

/** API reference pages (numeric ids) and guides (`news_…` ids, `documentText`). */
export const documents = docsSchema.table(
  'documents',
  {
    documentId: p.varchar('document_id', { length: 64 }).primaryKey(),
    /**
     * The stable reference other services link an API reference page by (`football.pre-match-odds`);
     * set once, never changed or reused (docs/decisions/0007). Null for guides.
     */
    ref: p.varchar('ref', { length: 120 }),
    categoryId: p.varchar('category_id', { length: 64 }).notNull(),
    sortOrder: p.integer('sort_order').notNull().default(0),
    name: p.jsonb('name').$type<TLocalizedText>().notNull(),
    englishName: p.varchar('english_name', { length: 200 }).notNull(),
    chineseName: p.varchar('chinese_name', { length: 200 }),
    /** 1 football, 2 basketball, 3 esports; null for guides. */
    sportType: p.smallint('sport_type'),
    /** 1 GET, 2 POST; null for guides. */
    method: p.smallint('method'),
    url: p.text('url'),
    description: p.jsonb('description').$type<TLocalizedText>(),
    requestParams: p.jsonb('request_params').$type<TLocalizedParam[]>().notNull().default([]),
    returnParams: p.jsonb('return_params').$type<TLocalizedParam[]>().notNull().default([]),
    requestParamsDesc: p.jsonb('request_params_desc').$type<TLocalizedText>(),
    responseParamsDesc: p.jsonb('response_params_desc').$type<TLocalizedText>(),
    sampleData: p.text('sample_data'),
    sampleUrl: p.text('sample_url'),
    debugUrl: p.text('debug_url'),
    debugParams: p.text('debug_params'),
    frequencyLimit: p.jsonb('frequency_limit').$type<TLocalizedText>(),
    frequencyRecommend: p.jsonb('frequency_recommend').$type<TLocalizedText>(),
    /** Catalogue product ids that include this interface. */
    relateProduct: p.jsonb('relate_product').$type<number[]>().notNull().default([]),
    /** 0 standard, 1 customize. */
    type: p.smallint('type').notNull().default(0),
    documentText: p.jsonb('document_text').$type<TLocalizedText>(),
    disableAutoShow: p.boolean('disable_auto_show').notNull().default(false),
    isChangeLog: p.boolean('is_change_log').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.index('documents_category_idx').on(table.categoryId, table.sortOrder),
    p.uniqueIndex('documents_ref_idx').on(table.ref),
  ],
);

/** Change logs `log_…` of a document (and so of its sport). */
export const changeLogs = docsSchema.table(
  'change_logs',
  {
    logId: p.varchar('log_id', { length: 64 }).primaryKey(),
    documentId: p.varchar('document_id', { length: 64 }).notNull(),
    sportType: p.smallint('sport_type'),
    title: p.jsonb('title').$type<TLocalizedText>().notNull(),
    content: p.jsonb('content').$type<TLocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    p.index('change_logs_document_idx').on(table.documentId, table.createdAt),
    p.index('change_logs_sport_idx').on(table.sportType, table.createdAt),
  ],
);

export const faqCategories = docsSchema.table('faq_categories', {
  categoryId: p.integer('category_id').primaryKey(),
  parentId: p.integer('parent_id'),
  name: p.jsonb('name').$type<TLocalizedText>().notNull(),
  sortOrder: p.integer('sort_order').notNull().default(0),
});

export const faqs = docsSchema.table(
  'faqs',
  {
    faqId: p.integer('faq_id').primaryKey(),
    categoryId: p.integer('category_id').notNull(),
    question: p.jsonb('question').$type<TLocalizedText>().notNull(),
    /** HTML. */
    answer: p.jsonb('answer').$type<TLocalizedText>().notNull(),
    /** 1 show, 2 hide. */
    status: p.smallint('status').notNull().default(1),
    readNumber: p.integer('read_number').notNull().default(0),
    hotScore: p.integer('hot_score').notNull().default(0),
    customOrder: p.integer('custom_order').notNull().default(0),
    relatedIds: p.jsonb('related_ids').$type<number[]>().notNull().default([]),
    /** Question and answer text of every language, NFC and lower-cased (see faq-search-text.ts). */
    searchText: p.text('search_text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.index('faqs_category_idx').on(table.categoryId, table.status),
    p.index('faqs_search_vector_idx').using('gin', table.searchVector),
  ],
);

/** Articles; the blog is type 20 with child types (news, guides, industry). */
export const articles = docsSchema.table(
  'articles',
  {
    id: p.integer('id').primaryKey(),
    typeId: p.integer('type_id').notNull(),
    childTypeId: p.integer('child_type_id').notNull().default(0),
    title: p.jsonb('title').$type<TLocalizedText>().notNull(),
    summary: p.jsonb('summary').$type<TLocalizedText>().notNull(),
    /** HTML. */
    content: p.jsonb('content').$type<TLocalizedText>().notNull(),
    cover: p.text('cover'),
    author: p.varchar('author', { length: 120 }).notNull(),
    seo: p.jsonb('seo').$type<TLocalizedSeo>(),
    /** 1 show, 2 hide. */
    status: p.smallint('status').notNull().default(1),
    publishDate: instant('publish_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [p.index('articles_type_idx').on(table.typeId, table.childTypeId, table.publishDate)],
);

export const { outbox, inbox } = createEventTables(docsSchema);
export const eventTables = { outbox, inbox };
