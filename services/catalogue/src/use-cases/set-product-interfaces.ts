import type { TProductInterfaces } from '@matchwire/contracts/catalogue/product-interfaces';
import { AppError } from '@matchwire/kit/errors/app-error';
import { ChangeKind } from '@matchwire/proto';
import type { TCatalogueDeps } from '../catalogue-deps.ts';
import { findProductForUpdate, saveProductInterfaces } from '../db/product-repository.ts';
import type { TProductInterface } from '../db/schema.ts';
import { productChangedEvent } from '../events/publishers/product-changed.ts';

/**
 * Replaces a product's API endpoints. Every reference must name a document of the docs service
 * about the product's sport (asked before the transaction; references never move once given, so
 * the answer stays true); the change and `catalogue.product-changed.v1` commit together.
 */
export async function setProductInterfaces(
  deps: TCatalogueDeps,
  productId: number,
  interfaces: TProductInterface[],
): Promise<TProductInterfaces> {
  const { documents, unknownRefs } = await deps.docRefs.resolve(interfaces.map((item) => item.docRef));
  if (unknownRefs.length > 0) {
    throw new AppError('badRequest', `Unknown document reference: ${unknownRefs.join(', ')}`);
  }
  return deps.outbox.inTransaction(async (tx, publish) => {
    const product = await findProductForUpdate(tx, productId);
    if (!product) throw new AppError('productNotFound');
    const otherSport = documents.filter((document) => document.sportType !== product.sportType);
    if (otherSport.length > 0) {
      const refs = otherSport.map((document) => document.ref).join(', ');
      throw new AppError('badRequest', `Document reference of another sport: ${refs}`);
    }
    const saved = await saveProductInterfaces(tx, productId, interfaces);
    if (!saved) throw new AppError('productNotFound', 'Product has no page');
    await publish(productChangedEvent(product, ChangeKind.UPDATED));
    return { productId, interfaces: saved };
  });
}
