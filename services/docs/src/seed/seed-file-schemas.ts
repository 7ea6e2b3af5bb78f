import { ZLocalizedText } from '@matchwire/contracts/common/lang';
import { z } from 'zod';

/**
 * The shapes of the files under services/docs/seed/ (see its README.md). Strict, so a misspelt
 * field fails the seeder naming the file, rather than being left out of the pages.
 */

const ZText = ZLocalizedText;
/** An ISO date-time in the file, a Date for the tables. */
const ZDate = z.iso.datetime().transform((value) => new Date(value));

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
