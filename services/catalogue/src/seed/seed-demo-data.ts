import { and, eq, sql } from 'drizzle-orm';
import type { TCatalogueDb, TCatalogueTx } from '../db/catalogue-db.ts';
import { homeBanners, links, plans, productDetails, products, systemConfigs } from '../db/schema.ts';
import { sanitizeBannerHtml } from '../content/sanitize-banner-html.ts';
import { internalConfigKeys } from '@matchwire/contracts/catalogue/system-config';
import { defaultPromotionCycleStart } from '../promotion/promotion-cycle.ts';
import { demoPlansOf } from './demo-plans.ts';
import { relinkSeededInterfaces } from './relink-seeded-interfaces.ts';
import { readDemoContent, type TDemoContent, type TDemoProductDetail } from './seed-content.ts';

/** Marks a one-off part of the seed as done; false when it was done before (so deletions stay deleted). */
async function claimSeedStep(tx: TCatalogueTx, step: string): Promise<boolean> {
  const claimed = await tx
    .insert(systemConfigs)
    .values({ key: `seeded.${step}`, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: systemConfigs.key });
  return claimed.length > 0;
}

/**
 * Inserts the demo catalogue where absent; never overwrites what an operator changed. A product's
 * page, flags and plans are seeded once, when its details row is first written; links and banners
 * once per database.
 */
export async function seedDemoData(db: TCatalogueDb): Promise<void> {
  const demo = readDemoContent();
  // Settings only the catalogue reads: the promotion cycle starts where its rule says (never answered publicly).
  const internalConfig = { [internalConfigKeys.promotionCycleStart]: defaultPromotionCycleStart };
  await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(demo.products.map((product) => ({ status: 1, isOnlyTesterVisible: false, ...product })))
      .onConflictDoNothing();
    await tx
      .insert(systemConfigs)
      .values(Object.entries({ ...demo.systemConfig, ...internalConfig }).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();

    const inserted = await tx
      .insert(productDetails)
      .values(
        demo.details.map((detail) => ({
          productId: detail.productId,
          name: detail.name,
          sellingPoints: detail.sellingPoints,
          seo: detail.seo,
          interfaces: detail.interfaces,
          availableLeagues: detail.availableLeagues,
        })),
      )
      .onConflictDoNothing()
      .returning({ productId: productDetails.productId });
    const newlyDetailed = demo.details.filter((detail) => inserted.some((row) => row.productId === detail.productId));
    await seedProductFlagsAndPlans(tx, newlyDetailed);
    await relinkSeededInterfaces(tx, demo.details);

    if (await claimSeedStep(tx, 'links')) {
      await tx.insert(links).values(demo.links).onConflictDoNothing();
    }
    if (await claimSeedStep(tx, 'homeBanners')) {
      await tx
        .insert(homeBanners)
        .values(Object.entries(demo.homeBanners).map(([lang, html]) => ({ lang, html: sanitizeBannerHtml(html) })))
        .onConflictDoNothing();
    }
    if (await claimSeedStep(tx, 'localizedSiteContent')) await localizeEarlierSeed(tx, demo);
  });
}

/**
 * A database seeded before partner link names and FAQ keywords had a Vietnamese text gets it,
 * where the operator has not changed the English seed since.
 */
async function localizeEarlierSeed(tx: TCatalogueTx, demo: TDemoContent): Promise<void> {
  for (const link of demo.links) {
    await tx
      .update(links)
      .set({ webNameTranslations: link.webNameTranslations })
      .where(
        and(eq(links.url, link.url), eq(links.webName, link.webName), sql`${links.webNameTranslations} = '{}'::jsonb`),
      );
  }
  await tx
    .update(systemConfigs)
    .set({ value: demo.systemConfig.faqKeywords })
    .where(and(eq(systemConfigs.key, 'faqKeywords'), eq(systemConfigs.value, demo.faqKeywords.en)));
}

async function seedProductFlagsAndPlans(tx: TCatalogueTx, details: TDemoProductDetail[]): Promise<void> {
  if (details.length === 0) return;
  for (const detail of details) {
    await tx
      .update(products)
      .set({
        isPromotion: detail.isPromotion,
        productType: detail.productType,
        salesBaseCount: detail.salesBaseCount,
        // Plan type 1: sold as a period subscription (one-time purchases are extra plans).
        subscribeType: 1,
      })
      .where(eq(products.productId, detail.productId));
  }
  await tx.insert(plans).values(details.flatMap(demoPlansOf)).onConflictDoNothing();
}
