import type { TProductInterface, TSeoText } from '../db/schema.ts';
import type { TLocalizedList, TLocalizedText } from '@matchwire/contracts/catalogue/lang';

/** One demo product's page content, its flags and its prices (US cents). */
export type TDemoProductDetail = {
  productId: number;
  name: TLocalizedText;
  isPromotion: boolean;
  productType: 0 | 1;
  salesBaseCount: number;
  /** Monthly price; quarterly and yearly plans are derived with the period discounts. */
  monthlyAmount: number;
  /** A one-time purchase (e.g. a historical archive) offered beside the subscription. */
  oneTimeAmount?: number;
  leagueIds: number[];
  interfaces: TProductInterface[];
  sellingPoints: TLocalizedList;
  seo: { en: TSeoText; vi: TSeoText };
};

/** Search-engine texts in both languages from a short summary and keywords. */
export function seoFor(
  name: TLocalizedText,
  summary: TLocalizedText,
  keywords: TLocalizedText,
): { en: TSeoText; vi: TSeoText } {
  return {
    en: { title: `${name.en} API | Matchwire`, description: summary.en, keywords: keywords.en },
    vi: {
      title: `API ${name.vi ?? name.en} | Matchwire`,
      description: summary.vi ?? summary.en,
      keywords: keywords.vi ?? keywords.en,
    },
  };
}
