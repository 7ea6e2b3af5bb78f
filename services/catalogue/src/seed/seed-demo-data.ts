import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { products, systemConfigs } from '../db/schema.ts';
import { demoProducts, demoSystemConfig } from './demo-data.ts';

/** Inserts the demo catalogue where absent; never overwrites what an operator changed. */
export async function seedDemoData(db: TCatalogueDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(demoProducts.map((product) => ({ status: 1, isOnlyTesterVisible: false, ...product })))
      .onConflictDoNothing();
    await tx
      .insert(systemConfigs)
      .values(Object.entries(demoSystemConfig).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
}
