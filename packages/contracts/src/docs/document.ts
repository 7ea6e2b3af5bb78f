import { z } from 'zod';
import { ZNestedBody } from '../common/form-body.ts';
import { ZLang, ZLocalizedText } from '../common/lang.ts';
import { ZLocalizedParam } from './fields.ts';

export const ZHierarchyQuery = z.object({ lang: ZLang });

export const ZHierarchyDocument = z.object({
  documentId: z.string(),
  name: z.string(),
  sportType: z.number().int().nullable(),
  method: z.number().int().nullable(),
  url: z.string().nullable(),
  /** The change-log page, which lists the change logs per sport (`st_1`…`st_3`, entries `log_…`). */
  isChangeLog: z.boolean(),
});

export type THierarchyCategory = {
  categoryId: string;
  name: string;
  subHierarchy: THierarchyCategory[];
  documents: z.infer<typeof ZHierarchyDocument>[];
};

export const ZHierarchyCategory: z.ZodType<THierarchyCategory> = z.lazy(() =>
  z.object({
    categoryId: z.string(),
    name: z.string(),
    subHierarchy: z.array(ZHierarchyCategory),
    documents: z.array(ZHierarchyDocument),
  }),
);

export const ZHierarchy = z.object({ hierarchy: z.array(ZHierarchyCategory) });

/**
 * A document id: `news_0`, `20`, or any numeric or prefixed id (numbers are accepted as given);
 * `getById` also takes a document's reference (`football.pre-match-odds`) in its place.
 */
export const ZDocumentId = z
  .union([z.string(), z.number().int()])
  .transform((value) => String(value).trim())
  // PostgreSQL text cannot hold NUL: such an id names no document, and asking for it failed with a 500.
  .pipe(
    z
      .string()
      .min(1, 'is required')
      .max(120)
      .regex(/^[^\0]*$/, 'is not an id'),
  );

export const ZGetDocumentBody = ZNestedBody(z.object({ id: ZDocumentId, lang: ZLang }));

export const ZDocument = z.object({
  documentId: z.string(),
  /** The stable reference of an API reference page; null for guides. */
  ref: z.string().nullable(),
  category: z.object({ categoryId: z.string(), name: z.string() }),
  name: z.string(),
  englishName: z.string(),
  chineseName: z.string().nullable(),
  sportType: z.number().int().nullable(),
  method: z.number().int().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  requestParams: z.array(
    z.object({ name: z.string(), type: z.string(), required: z.boolean(), description: z.string() }),
  ),
  returnParams: z.array(z.object({ name: z.string(), type: z.string(), description: z.string() })),
  requestParamsDesc: z.string().nullable(),
  responseParamsDesc: z.string().nullable(),
  sampleData: z.string().nullable(),
  sampleUrl: z.string().nullable(),
  debugUrl: z.string().nullable(),
  debugParams: z.string().nullable(),
  frequencyLimit: z.string().nullable(),
  frequencyRecommend: z.string().nullable(),
  relateProduct: z.array(z.number().int()),
  type: z.number().int(),
  documentText: z.string().nullable(),
  createDate: z.string(),
  modifyDate: z.string(),
  disableAutoShow: z.boolean(),
  isChangeLog: z.boolean(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentIdParams = z.object({ id: ZDocumentId });

/** Back-office changes to a document (every language given in full); at least one field. */
export const ZDocumentChanges = z
  .object({
    name: ZLocalizedText,
    description: ZLocalizedText.nullable(),
    url: z.string().trim().min(1).max(500).nullable(),
    method: z.union([z.literal(1), z.literal(2)]).nullable(),
    requestParams: z.array(ZLocalizedParam),
    returnParams: z.array(ZLocalizedParam),
    sampleData: z.string().nullable(),
    frequencyLimit: ZLocalizedText.nullable(),
    frequencyRecommend: ZLocalizedText.nullable(),
    documentText: ZLocalizedText.nullable(),
    disableAutoShow: z.boolean(),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'at least one field must change');
export type TDocumentChanges = z.infer<typeof ZDocumentChanges>;
