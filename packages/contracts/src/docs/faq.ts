import { z } from 'zod';
import { ZRowId } from '../common/integer.ts';
import { ZFlag, ZNestedBody } from '../common/form-body.ts';
import { ZLang } from '../common/lang.ts';
import { ZCurrentPage, ZPageInput, ZPageSize } from '../common/paging.ts';

/** FAQ key types and orders (SPEC.md enumerations). */
export const faqKeyTypes = { content: 0, faqId: 1 } as const;
export const faqOrders = {
  createTime: 0,
  updateTime: 1,
  hot: 2,
  readNumber: 3,
  hotRelation: 4,
  customizedId: 5,
} as const;
export const faqStatuses = { show: 1, hide: 2 } as const;
export const defaultAnswerLength = 200;

const ZOptionalId = z
  .union([z.number(), z.string()])
  .optional()
  .nullable()
  .transform((value) => (value === '' || value === null || value === undefined ? undefined : Number(value)))
  .pipe(z.number().int().positive().optional());

export const ZFaqSearchBody = ZNestedBody(
  z.object({
    faqCategoryId: ZOptionalId,
    keyType: z.coerce.number().int().min(0).max(1).default(faqKeyTypes.content),
    searchKey: z.string().trim().max(200).optional(),
    status: z.coerce
      .number()
      .int()
      .refine((value) => value === faqStatuses.show, 'only 1 (shown) articles are public')
      .default(faqStatuses.show),
    orderType: z.coerce.number().int().min(0).max(5).default(faqOrders.createTime),
    isDescending: ZFlag.default(true),
    answerLength: z.coerce.number().int().min(0).max(20000).default(defaultAnswerLength),
    isFillCategoryParent: ZFlag,
    isFillAdmin: ZFlag,
    page: ZPageInput,
    currentPage: ZCurrentPage,
    pageSize: ZPageSize,
    lang: ZLang,
  }),
);
export type TFaqSearch = z.infer<typeof ZFaqSearchBody>;

export const ZCategoryRef = z.object({ categoryId: z.number().int(), name: z.string() });

export const ZFaqListItem = z.object({
  faqId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  categoryId: z.number().int(),
  categoryPath: z.array(ZCategoryRef).optional(),
  readNumber: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type TFaqListItem = z.infer<typeof ZFaqListItem>;

export const ZFaqSearchResult = z.object({ list: z.array(ZFaqListItem), total: z.number().int() });

export const ZFaqCategoriesQuery = z.object({ lang: ZLang });

export const ZFaqCategory = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  order: z.number().int(),
  faqCount: z.number().int(),
});
export type TFaqCategory = z.infer<typeof ZFaqCategory>;

export const ZFaqArticleQuery = z.object({ id: ZRowId, lang: ZLang });

export const ZFaqArticle = z.object({
  faqId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  categoryId: z.number().int(),
  categoryPath: z.array(ZCategoryRef),
  relatedIds: z.array(z.number().int()),
  related: z.array(z.object({ faqId: z.number().int(), question: z.string() })),
  readNumber: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type TFaqArticle = z.infer<typeof ZFaqArticle>;

export const ZFaqCategoryList = z.object({ list: z.array(ZFaqCategory) });
