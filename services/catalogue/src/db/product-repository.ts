import { keyedRows } from '@matchwire/kit/db/keyed-rows';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TCatalogueDb, TCatalogueTx } from './catalogue-db.ts';
import { productDetails, products, type TProductInterface } from './schema.ts';

export type TProductRow = typeof products.$inferSelect;
export type TProductDetailRow = typeof productDetails.$inferSelect;
export type TProductWithDetail = { product: TProductRow; detail: TProductDetailRow | null };

/** Enabled products, tester-only ones only when asked for; menu order. */
function visibleTo(includeTesterOnly: boolean): SQL[] {
  const conditions = [eq(products.status, 1)];
  if (!includeTesterOnly) conditions.push(eq(products.isOnlyTesterVisible, false));
  return conditions;
}

export async function findVisibleProducts(
  db: TCatalogueDb,
  filter: { sportType: number; includeTesterOnly: boolean },
): Promise<TProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.sportType, filter.sportType), ...visibleTo(filter.includeTesterOnly)))
    .orderBy(asc(products.sortOrder), asc(products.productId));
}

export async function findVisibleProductsWithDetails(
  db: TCatalogueDb,
  filter: { sportType?: number; isPromotion?: boolean; includeTesterOnly: boolean },
): Promise<TProductWithDetail[]> {
  const conditions = visibleTo(filter.includeTesterOnly);
  if (filter.sportType !== undefined) conditions.push(eq(products.sportType, filter.sportType));
  if (filter.isPromotion !== undefined) conditions.push(eq(products.isPromotion, filter.isPromotion));
  return db
    .select({ product: products, detail: productDetails })
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.productId))
    .where(and(...conditions))
    .orderBy(asc(products.sportType), asc(products.sortOrder), asc(products.productId));
}

export async function findProductWithDetail(
  db: TCatalogueDb,
  productId: number,
): Promise<TProductWithDetail | undefined> {
  const [row] = await db
    .select({ product: products, detail: productDetails })
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.productId))
    .where(eq(products.productId, productId));
  return row;
}

/** The ids among `productIds` that exist, are enabled and are visible to the caller. */
export async function findVisibleProductIds(
  db: TCatalogueDb,
  productIds: number[],
  includeTesterOnly: boolean,
): Promise<number[]> {
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(inArray(products.productId, productIds), ...visibleTo(includeTesterOnly)));
  return rows.map((row) => row.productId);
}

const productRows = keyedRows(products, 'productId', 'product');
export const findProductForUpdate = productRows.findForUpdate;
export const saveProduct = productRows.save;

/** Replaces the API endpoints of a product's page; undefined when the product has no page. */
export async function saveProductInterfaces(
  tx: TCatalogueTx,
  productId: number,
  interfaces: TProductInterface[],
): Promise<TProductInterface[] | undefined> {
  const [row] = await tx
    .update(productDetails)
    .set({ interfaces, updatedAt: new Date() })
    .where(eq(productDetails.productId, productId))
    .returning({ interfaces: productDetails.interfaces });
  return row?.interfaces;
}

/** Every product (enabled or not) with its sport and the league ids of its page; none without a page. */
export async function findProductLeagues(
  db: TCatalogueDb,
): Promise<{ productId: number; sportType: number; leagueIds: number[] }[]> {
  const rows = await db
    .select({
      productId: products.productId,
      sportType: products.sportType,
      leagues: productDetails.availableLeagues,
    })
    .from(products)
    .leftJoin(productDetails, eq(productDetails.productId, products.productId))
    .orderBy(asc(products.productId));
  return rows.map(({ productId, sportType, leagues }) => ({
    productId,
    sportType,
    leagueIds: (leagues ?? []).map((league) => league.leagueId),
  }));
}
