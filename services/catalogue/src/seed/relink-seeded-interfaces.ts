import { and, eq, sql } from 'drizzle-orm';
import type { TCatalogueTx } from '../db/catalogue-db.ts';
import { productDetails } from '../db/schema.ts';
import type { TDemoProductDetail } from './seed-content.ts';

/**
 * A database seeded when endpoints pointed at documents by number (`documentId`) gets the seed's
 * endpoints, linked by reference. Only the seed ever wrote that shape (the back-office route
 * takes references), so nothing an operator chose is overwritten.
 */
export async function relinkSeededInterfaces(tx: TCatalogueTx, details: TDemoProductDetail[]): Promise<void> {
  for (const detail of details) {
    await tx
      .update(productDetails)
      .set({ interfaces: detail.interfaces })
      .where(
        and(
          eq(productDetails.productId, detail.productId),
          sql`exists (select 1 from jsonb_array_elements(${productDetails.interfaces}) as item where not item ? 'docRef')`,
        ),
      );
  }
}
