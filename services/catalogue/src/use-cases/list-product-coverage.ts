import type { TProductCoverage } from '@matchwire/contracts/catalogue/product-coverage';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findProductLeagues } from '../db/product-repository.ts';

/**
 * What a subscription to each product covers: its sport and its page's leagues. The data API
 * refuses a subscriber's call naming a league their product does not list (docs/contracts/data-api.md).
 */
export async function listProductCoverage({ db }: TCatalogueDeps): Promise<TProductCoverage> {
  return { products: await findProductLeagues(db) };
}
