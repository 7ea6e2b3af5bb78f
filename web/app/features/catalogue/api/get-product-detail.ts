import { z } from 'zod/mini';
import type { TLang } from '~/i18n';
import type { TApiClient } from '~/lib/api/api-request';
import { ZFromPrice, ZMoney } from './get-product-cards';

const ZPlanOffer = z.object({
  planId: z.number(),
  productId: z.number(),
  price: ZMoney,
  /** 1 monthly, 2 yearly, 3 quarterly, 4 once, 5 day. */
  period: z.number(),
  isActive: z._default(z.boolean(), true),
  paymentType: z.number(),
  discountPercent: z._default(z.number(), 0),
  undiscountedPrice: z.optional(z.nullable(ZMoney)),
});

const ZProductDetail = z.object({
  productId: z.number(),
  englishName: z.string(),
  name: z.string(),
  sportType: z.number(),
  tag: z.optional(z.nullable(z.number())),
  productType: z._default(z.number(), 0),
  isPromotion: z._default(z.boolean(), false),
  salesBaseCount: z._default(z.number(), 0),
  seo: z._default(z.object({ title: z.string(), description: z.string(), keywords: z.string() }), {
    title: '',
    description: '',
    keywords: '',
  }),
  sellingPoints: z._default(z.array(z.string()), []),
  /** `docRef` is the endpoint's document reference: `/docs?id={docRef}` opens it. */
  interfaces: z._default(z.array(z.object({ name: z.string(), docRef: z.string() })), []),
  availableLeagues: z._default(
    z.array(z.object({ leagueId: z.number(), name: z.string(), type: z.number(), country: z.string() })),
    [],
  ),
  fromPrice: z.optional(z.nullable(ZFromPrice)),
  plans: z._default(z.array(ZPlanOffer), []),
});

export type TProductDetail = z.infer<typeof ZProductDetail>;
export type TPlanOffer = z.infer<typeof ZPlanOffer>;

/** Unknown or disabled products answer 12003 with HTTP 404; the loader turns that into the 404 page. */
export async function getProductDetail(api: TApiClient, productId: number, lang: TLang): Promise<TProductDetail> {
  const data = await api.get<unknown>('/api/product/detail', { productId, lang }, { isQuiet: true });
  return ZProductDetail.parse(data);
}
