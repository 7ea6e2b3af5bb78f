import { knownConfigKeys } from '@matchwire/contracts/catalogue/system-config';
import { ZLocalizedText } from '@matchwire/contracts/common/lang';
import { z } from 'zod';

/**
 * The shapes of the files under services/catalogue/seed/ (see its README.md). Strict, so a
 * misspelt field fails the seeder naming the file, rather than being left out of the pages.
 */

const ZText = ZLocalizedText;
const ZBothLanguages = z.strictObject({ en: z.string(), vi: z.string() });
const ZSeo = z.strictObject({ title: z.string(), description: z.string(), keywords: z.string() });

export const ZSeedProducts = z.array(
  z.strictObject({
    productId: z.number().int().positive(),
    englishName: z.string().min(1),
    chineseName: z.string().nullable(),
    sportType: z.number().int().min(1).max(3),
    tag: z.number().int().min(1).max(3).nullable(),
    sortOrder: z.number().int(),
    isOnlyTesterVisible: z.boolean().optional(),
    status: z.number().int().min(1).max(2).optional(),
  }),
);

/** One product's page content, its flags and its prices (US cents). */
export const ZSeedProductDetails = z.array(
  z.strictObject({
    productId: z.number().int().positive(),
    name: ZText,
    isPromotion: z.boolean(),
    productType: z.union([z.literal(0), z.literal(1)]),
    salesBaseCount: z.number().int().min(0),
    /** Monthly price; quarterly and yearly plans are derived with the period discounts. */
    monthlyAmount: z.number().int().positive(),
    /** A one-time purchase (e.g. a historical archive) offered beside the subscription. */
    oneTimeAmount: z.number().int().positive().optional(),
    leagueIds: z.array(z.number().int()),
    /** The product's API endpoints, linked to the docs service's documents by reference. */
    interfaces: z.array(z.strictObject({ name: ZBothLanguages, docRef: z.string() })),
    sellingPoints: z.strictObject({ en: z.array(z.string()), vi: z.array(z.string()) }),
    seo: z.strictObject({ en: ZSeo, vi: ZSeo }),
  }),
);
export type TSeedProductDetail = z.infer<typeof ZSeedProductDetails>[number];

export const ZSeedLeagues = z.array(
  z.strictObject({
    leagueId: z.number().int(),
    name: ZBothLanguages,
    /** 0 league, 1 cup. */
    type: z.union([z.literal(0), z.literal(1)]),
    country: ZBothLanguages,
  }),
);

/** Every public setting; JSON-valued ones are written as JSON and stored as its text. */
export const ZSeedSystemConfig = z.strictObject(
  Object.fromEntries(knownConfigKeys.map((key) => [key, z.unknown()])) as Record<
    (typeof knownConfigKeys)[number],
    z.ZodUnknown
  >,
);

export const ZSeedLinks = z.array(
  z.strictObject({
    url: z.url(),
    webName: z.string().min(1),
    webNameTranslations: z.strictObject({ vi: z.string().optional() }),
    sortOrder: z.number().int(),
  }),
);

export const ZSeedHomeBanners = z.strictObject({ en: z.string(), vi: z.string() });
