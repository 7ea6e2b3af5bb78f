import { and, asc, eq } from 'drizzle-orm';
import type { TCatalogueDb, TCatalogueTx } from './catalogue-db.ts';
import { products } from './schema.ts';

export type TProductRow = typeof products.$inferSelect;

export async function findVisibleProducts(
  db: TCatalogueDb,
  filter: { sportType: number; includeTesterOnly: boolean },
): Promise<TProductRow[]> {
  const conditions = [eq(products.sportType, filter.sportType), eq(products.status, 1)];
  if (!filter.includeTesterOnly) conditions.push(eq(products.isOnlyTesterVisible, false));
  return db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.sortOrder), asc(products.productId));
}

export async function findProductForUpdate(tx: TCatalogueTx, productId: number): Promise<TProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.productId, productId)).for('update');
  return row;
}

export async function saveProduct(
  tx: TCatalogueTx,
  productId: number,
  values: Partial<Omit<TProductRow, 'productId' | 'createdAt'>>,
): Promise<TProductRow> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.productId, productId))
    .returning();
  return row!;
}
