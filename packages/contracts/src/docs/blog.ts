import { z } from 'zod';
import { ZFlag, ZNestedBody } from '../common/form-body.ts';
import { ZInteger, ZRowId } from '../common/integer.ts';
import { ZLang } from '../common/lang.ts';
import { ZPageInput } from '../common/paging.ts';

/** Article type of the blog (SPEC.md section 9); -1 as child type means every child type. */
export const blogTypeId = 20;
export const allChildTypes = -1;

export const ZBlogListBody = ZNestedBody(
  z.object({
    articleType: z.object({ typeId: ZInteger.default(blogTypeId) }).default({ typeId: blogTypeId }),
    childType: z
      .object({ childTypeId: ZInteger.min(-1).default(allChildTypes) })
      .default({ childTypeId: allChildTypes }),
    page: ZPageInput,
    isSeo: ZFlag,
    lang: ZLang,
  }),
);

export const ZSeo = z.object({ title: z.string(), description: z.string(), keywords: z.string() });

export const ZBlogListItem = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  childTypeId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().optional(),
  publishDate: z.string(),
  author: z.string(),
  seo: ZSeo.optional(),
});
export type TBlogListItem = z.infer<typeof ZBlogListItem>;

export const ZBlogList = z.object({ list: z.array(ZBlogListItem), total: z.number().int() });

export const ZBlogByIdBody = ZNestedBody(z.object({ id: ZRowId, lang: ZLang }));

export const ZBlogArticle = ZBlogListItem.omit({ seo: true }).extend({ content: z.string(), seo: ZSeo });
export type TBlogArticle = z.infer<typeof ZBlogArticle>;
