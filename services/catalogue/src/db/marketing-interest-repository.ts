import type { TCatalogueDb } from './catalogue-db.ts';
import { marketingInterests } from './schema.ts';

export async function insertMarketingInterests(db: TCatalogueDb, userId: string, productIds: number[]): Promise<void> {
  await db.insert(marketingInterests).values(productIds.map((productId) => ({ userId, productId })));
}
