import { ZLocalizedText } from '@matchwire/contracts/common/lang';
import { z } from 'zod';

/**
 * The shapes of the files under services/docs/seed/ (see its README.md). Strict, so a misspelt
 * field fails the seeder naming the file, rather than being left out of the pages.
 */

const ZText = ZLocalizedText;
/** An ISO date-time in the file, a Date for the tables. */
const ZDate = z.iso.datetime().transform((value) => new Date(value));

/** A request or response field as a writer reads it: its description in each language. */
export const ZSeedParam = z.strictObject({
  name: z.string().min(1),
  type: z.string().min(1),
  required: z.boolean().optional(),
  en: z.string(),
  vi: z.string().optional(),
});
export type TSeedParam = z.infer<typeof ZSeedParam>;

export const ZSeedDocCategory = z.strictObject({
  categoryId: z.string(),
  parentId: z.string().nullable(),
  name: ZText,
  sortOrder: z.number().int(),
});

/** A guide; its text is `guides/<documentId>.<lang>.md`. */
export const ZSeedGuide = z.strictObject({
  documentId: z.string(),
  categoryId: z.string(),
  sortOrder: z.number().int(),
  name: ZText,
  description: ZText.optional(),
  isChangeLog: z.boolean().optional(),
  createdAt: ZDate,
});

/** What every API reference page has in common (`api-reference/shared.json`). */
export const ZSeedReferenceShared = z.strictObject({
  baseUrl: z.url(),
  keyParam: ZSeedParam,
  envelopeFields: z.array(ZSeedParam),
  requestParamsDesc: ZText,
  responseParamsDesc: ZText,
  limits: z.record(z.string(), z.strictObject({ limit: ZText, recommend: ZText })),
});
export type TSeedReferenceShared = z.infer<typeof ZSeedReferenceShared>;

/** One API reference page (a GET endpoint of the data API) in `api-reference/<sport>.json`. */
export const ZSeedReferencePage = z.strictObject({
  id: z.number().int().positive(),
  /** The stable reference other services link the page by: `<sport>.<endpoint>`, never changed. */
  ref: z.string(),
  categoryId: z.string(),
  sortOrder: z.number().int(),
  sportType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Below the base URL, e.g. `football/matches`. */
  path: z.string(),
  name: ZText,
  description: ZText,
  request: z.array(ZSeedParam),
  response: z.array(ZSeedParam),
  /** The `data` of a sample answer. */
  sample: z.unknown(),
  /** The sample call's query, without the key. */
  example: z.string(),
  /** A name of `limits` in shared.json. */
  limit: z.string(),
  products: z.array(z.number().int()),
  createdAt: ZDate,
});
export type TSeedReferencePage = z.infer<typeof ZSeedReferencePage>;

export const ZSeedChangeLog = z.strictObject({
  logId: z.string(),
  documentId: z.string(),
  sportType: z.number().int().nullable(),
  title: ZText,
  content: ZText,
  createdAt: ZDate,
});

export const ZSeedFaqCategory = z.strictObject({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: ZText,
  sortOrder: z.number().int(),
});

/** A FAQ article; the answer is HTML. */
export const ZSeedFaq = z.strictObject({
  faqId: z.number().int(),
  categoryId: z.number().int(),
  question: ZText,
  answer: ZText,
  hotScore: z.number().int(),
  customOrder: z.number().int(),
  relatedIds: z.array(z.number().int()),
  createdAt: ZDate,
  updatedAt: ZDate,
});

const ZSeo = z.strictObject({ title: z.string(), description: z.string(), keywords: z.string() });

/** A blog post (type 20) or a documentation article; the content is HTML. */
export const ZSeedArticle = z.strictObject({
  id: z.number().int(),
  typeId: z.number().int(),
  childTypeId: z.number().int(),
  title: ZText,
  summary: ZText,
  content: ZText,
  cover: z.string().optional(),
  author: z.string(),
  seo: z.strictObject({ en: ZSeo, vi: ZSeo.optional() }).optional(),
  publishDate: ZDate,
});
