import { AppError } from '@matchwire/kit/errors/app-error';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import type { TPlanRow } from '../db/plan-repository.ts';
import { getProductDetail, type TProductOffer } from './get-product-detail.ts';

/**
 * A product's active plan as the billing service charges it: only for a product the buyer could
 * see on its page (12003 otherwise), and only a plan that page offers (12006 otherwise).
 */
export async function getPlanOffer(
  deps: TCatalogueDeps,
  input: { productId: number; planId: number; isTester: boolean },
): Promise<TProductOffer & { plan: TPlanRow }> {
  const offer = await getProductDetail(deps, { productId: input.productId, isTester: input.isTester });
  const plan = offer.activePlans.find((candidate) => candidate.planId === input.planId);
  if (!plan) throw new AppError('planNotFound');
  return { ...offer, plan };
}
