import { AppError } from '@matchwire/kit/errors/app-error';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { insertMarketingInterests } from '../db/marketing-interest-repository.ts';
import { findVisibleProductIds } from '../db/product-repository.ts';

/** Records that a signed-in user is interested in products; every id must be a product they can see. */
export async function addMarketingInterest(
  { db }: TCatalogueDeps,
  input: { userId: string; isTester: boolean; productIds: number[] },
): Promise<void> {
  const productIds = [...new Set(input.productIds)];
  const visible = await findVisibleProductIds(db, productIds, input.isTester);
  const unknown = productIds.filter((productId) => !visible.includes(productId));
  if (unknown.length > 0) throw new AppError('productNotFound', `Product not found: ${unknown.join(', ')}`);
  await insertMarketingInterests(db, input.userId, productIds);
}
